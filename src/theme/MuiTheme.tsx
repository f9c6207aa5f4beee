'use client';
import * as React from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider, useColorScheme } from '@mui/material/styles';
import { useColorMode } from './color-mode';
import { getRtlCache } from './rtl-cache';
import { useServerStylesCache } from './server-styles';
import { COLOR_SCHEME_STORAGE_KEY, createDocsTheme, MODE_STORAGE_KEY } from './theme';
import { useThemeState } from './ThemeStateContext';

let ltrCache: ReturnType<typeof createCache> | null = null;

/** Keeps MUI's own colour-mode state equal to the site's, so MUI and the shell never disagree. */
function ModeSync() {
  const { mode } = useColorMode();
  const { mode: muiMode, setMode } = useColorScheme();
  React.useEffect(() => {
    if (muiMode && muiMode !== mode) setMode(mode);
  }, [mode, muiMode, setMode]);
  return null;
}

/**
 * MUI's theme for what needs it (demos, the settings drawer, the search dialog), loaded
 * with them: the reader's direction (RTL styles through its own emotion cache) and density.
 * The CSS variables themselves come from generated/theme.css, so none are injected here.
 */
export function MuiTheme({
  children,
  serverStyles = false,
}: {
  children: React.ReactNode;
  /** Write the styles into the prerendered HTML (content that renders on the server). */
  serverStyles?: boolean;
}) {
  const { direction, dense } = useThemeState().state;
  const theme = React.useMemo(() => createDocsTheme({ direction, dense }), [direction, dense]);
  const serverCache = useServerStylesCache(serverStyles);
  ltrCache ??= createCache({ key: 'css' });
  return (
    <CacheProvider value={direction === 'rtl' ? getRtlCache() : (serverCache ?? ltrCache)}>
      <ThemeProvider
        theme={theme}
        defaultMode="system"
        modeStorageKey={MODE_STORAGE_KEY}
        colorSchemeStorageKey={COLOR_SCHEME_STORAGE_KEY}
        disableStyleSheetGeneration
        disableTransitionOnChange
        // With CSS variables MUI otherwise keeps `theme.palette` on the light scheme in dark
        // mode, and code that reads the mode from the theme (the charts' palettes, a demo's
        // `theme.palette.background.paper`) would paint dark mode with light colours.
        forceThemeRerender
      >
        <ModeSync />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
