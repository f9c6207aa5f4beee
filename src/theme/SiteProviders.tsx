'use client';
import * as React from 'react';
import { CacheProvider, __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, useColorScheme } from '@mui/material/styles';
import { hasColorScheme } from './color';
import { applyLicenseKey } from '../license/license';
import { CodePreferencesProvider } from '../demo/CodePreferences';
import { getRtlCache } from './rtl-cache';
import { COLOR_SCHEME_STORAGE_KEY, createDocsTheme, MODE_STORAGE_KEY } from './theme';
import { initialThemeState, themeReducer } from './theme-state';
import { ThemeStateContext } from './ThemeStateContext';

/**
 * Keeps the theme state's paletteMode equal to the scheme MUI resolved (system included), and
 * repairs a stored colour scheme the theme does not have (logged, then reset to the default).
 */
function PaletteModeSync({ onChange }: { onChange: (mode: 'light' | 'dark') => void }) {
  const { colorScheme, setColorScheme, allColorSchemes } = useColorScheme();
  React.useEffect(() => {
    if (colorScheme) onChange(colorScheme);
  }, [colorScheme, onChange]);
  React.useEffect(() => {
    for (const slot of ['light', 'dark'] as const) {
      const stored = localStorage.getItem(`${COLOR_SCHEME_STORAGE_KEY}-${slot}`);
      if (stored && !hasColorScheme(allColorSchemes, stored)) setColorScheme({ [slot]: slot });
    }
    // Stored values are read once, at start-up; later changes go through setColorScheme.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

/** Same tree shape in both directions, so switching direction does not remount the page. */
function DirectionCache({ rtl, children }: { rtl: boolean; children: React.ReactNode }) {
  const ltrCache = useEmotionCache();
  return <CacheProvider value={rtl ? getRtlCache() : ltrCache!}>{children}</CacheProvider>;
}

export interface SiteProvidersProps {
  children: React.ReactNode;
  /** The Pro/Premium licence key from configuration (MUI_X_LICENSE_KEY). */
  licenseKey?: string;
}

/** Theme, colour mode, direction, density and code preferences for every themed page. */
export function SiteProviders({ children, licenseKey }: SiteProvidersProps) {
  applyLicenseKey(licenseKey);
  const [state, dispatch] = React.useReducer(themeReducer, initialThemeState);
  const theme = React.useMemo(
    () => createDocsTheme({ direction: state.direction, dense: state.dense }),
    [state.direction, state.dense],
  );
  React.useEffect(() => {
    document.documentElement.dir = state.direction;
  }, [state.direction]);
  const onPaletteMode = React.useCallback(
    (paletteMode: 'light' | 'dark') => dispatch({ type: 'CHANGE', payload: { paletteMode } }),
    [],
  );
  const contextValue = React.useMemo(() => ({ state, dispatch }), [state]);

  return (
    <AppRouterCacheProvider options={{ key: 'css' }}>
      <DirectionCache rtl={state.direction === 'rtl'}>
        <ThemeProvider
          theme={theme}
          defaultMode="system"
          modeStorageKey={MODE_STORAGE_KEY}
          colorSchemeStorageKey={COLOR_SCHEME_STORAGE_KEY}
          disableTransitionOnChange
        >
          <CssBaseline enableColorScheme />
          <PaletteModeSync onChange={onPaletteMode} />
          <ThemeStateContext.Provider value={contextValue}>
            <CodePreferencesProvider>{children}</CodePreferencesProvider>
          </ThemeStateContext.Provider>
        </ThemeProvider>
      </DirectionCache>
    </AppRouterCacheProvider>
  );
}
