'use client';
import * as React from 'react';
import { watchCodePreferenceHash } from '../demo/code-preference-hash';
import { applyLicenseKey } from '../license/license';
import { initColorMode, useColorMode } from './color-mode';
import { initialThemeState, themeReducer } from './theme-state';
import { ThemeStateContext } from './ThemeStateContext';

export interface SiteProvidersProps {
  children: React.ReactNode;
  /** The Pro/Premium licence key from configuration (MUI_X_LICENSE_KEY). */
  licenseKey?: string;
}

/**
 * Reader preferences for every themed page: colour mode, direction and density. (The code
 * preferences are a cookie store that its readers load: demo/CodePreferences.tsx.) No MUI
 * here: the shell is styled by CSS variables written at build (generated/theme.css); MUI's ThemeProvider wraps only demos and dialogs (MuiTheme.tsx),
 * which load when needed.
 */
export function SiteProviders({ children, licenseKey }: SiteProvidersProps) {
  applyLicenseKey(licenseKey);
  const [state, dispatch] = React.useReducer(themeReducer, initialThemeState);
  const { scheme } = useColorMode();

  React.useEffect(() => initColorMode(), []);
  React.useEffect(watchCodePreferenceHash, []);
  React.useEffect(() => {
    dispatch({ type: 'CHANGE', payload: { paletteMode: scheme } });
  }, [scheme]);
  React.useEffect(() => {
    document.documentElement.dir = state.direction;
  }, [state.direction]);

  const value = React.useMemo(() => ({ state, dispatch }), [state]);
  return <ThemeStateContext.Provider value={value}>{children}</ThemeStateContext.Provider>;
}
