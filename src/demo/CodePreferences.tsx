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

/*
 * The preferences live in the cookie, an external store: components read it through
 * useSyncExternalStore, and every write notifies them. Static pages render the defaults on
 * the server; the stored choice applies right after hydration. No context provider: its
 * readers (the demo frame, the settings drawer) load on demand, and so does this module,
 * instead of sitting in every page's first load (issue 22).
 */
const CHANGE_EVENT = 'docs-code-preferences';
const DEFAULT_SNAPSHOT = 'TS|system';

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => window.removeEventListener(CHANGE_EVENT, onChange);
}

function snapshot(): string {
  const { codeVariant, codeStyling } = resolvePreferences('', document.cookie);
  return `${codeVariant}|${codeStyling}`;
}

function store(name: string, value: string) {
  document.cookie = preferenceCookie(name, value);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function setCodeVariant(variant: CodeVariant) {
  store(CODE_VARIANT_COOKIE, variant);
}

function setCodeStyling(styling: CodeStyling) {
  store(CODE_STYLING_COOKIE, styling);
}

/** A link such as `#BasicSorting.js` stores the preference it asks for (once per address). */
let appliedFor: string | null = null;
export function applyHash() {
  if (appliedFor === window.location.href) return;
  appliedFor = window.location.href;
  const asked = preferencesFromHash(window.location.hash);
  if (asked.codeVariant) setCodeVariant(asked.codeVariant);
  if (asked.codeStyling) setCodeStyling(asked.codeStyling);
}

/** One mechanism for both code preferences, shared by every demo and the settings drawer. */
export function useCodePreferences(): CodePreferencesValue {
  const current = React.useSyncExternalStore(subscribe, snapshot, () => DEFAULT_SNAPSHOT);
  // An in-app navigation to `page/#Demo.js` fires no hashchange (see code-preference-hash.ts).
  React.useEffect(applyHash, []);
  return React.useMemo(() => {
    const [codeVariant, codeStyling] = current.split('|') as [CodeVariant, CodeStyling];
    return { codeVariant, codeStyling, setCodeVariant, setCodeStyling };
  }, [current]);
}
