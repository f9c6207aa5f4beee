'use client';
import * as React from 'react';
import {
  CODE_STYLING_COOKIE,
  CODE_VARIANT_COOKIE,
  preferenceCookie,
  preferencesFromHash,
  resolvePreferences,
  type CodeStyling,
  type CodeVariant,
} from './code-variant';

interface CodePreferencesValue {
  codeVariant: CodeVariant;
  codeStyling: CodeStyling;
  setCodeVariant: (variant: CodeVariant) => void;
  setCodeStyling: (styling: CodeStyling) => void;
}

const CodePreferencesContext = React.createContext<CodePreferencesValue | null>(null);

/**
 * One mechanism for both code preferences: read from the cookie, overridden by a link's
 * hash (which is then stored), shared by every demo and the settings drawer.
 */
export function CodePreferencesProvider({ children }: { children: React.ReactNode }) {
  const [codeVariant, setVariantState] = React.useState<CodeVariant>('TS');
  const [codeStyling, setStylingState] = React.useState<CodeStyling>('system');

  const setCodeVariant = React.useCallback((variant: CodeVariant) => {
    document.cookie = preferenceCookie(CODE_VARIANT_COOKIE, variant);
    setVariantState(variant);
  }, []);
  const setCodeStyling = React.useCallback((styling: CodeStyling) => {
    document.cookie = preferenceCookie(CODE_STYLING_COOKIE, styling);
    setStylingState(styling);
  }, []);

  React.useEffect(() => {
    // Static pages cannot know the cookie, so the stored choice is applied after hydration.
    const resolved = resolvePreferences(window.location.hash, document.cookie);
    setVariantState(resolved.codeVariant);
    setStylingState(resolved.codeStyling);
    const fromHash = () => {
      const asked = preferencesFromHash(window.location.hash);
      if (asked.codeVariant) setCodeVariant(asked.codeVariant);
      if (asked.codeStyling) setCodeStyling(asked.codeStyling);
    };
    fromHash();
    window.addEventListener('hashchange', fromHash);
    return () => window.removeEventListener('hashchange', fromHash);
  }, [setCodeVariant, setCodeStyling]);

  const value = React.useMemo(
    () => ({ codeVariant, codeStyling, setCodeVariant, setCodeStyling }),
    [codeVariant, codeStyling, setCodeVariant, setCodeStyling],
  );
  return <CodePreferencesContext.Provider value={value}>{children}</CodePreferencesContext.Provider>;
}

export function useCodePreferences(): CodePreferencesValue {
  const value = React.useContext(CodePreferencesContext);
  if (!value) throw new Error('useCodePreferences must be used inside CodePreferencesProvider');
  return value;
}
