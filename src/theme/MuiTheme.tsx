'use client';
import * as React from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider, useColorScheme } from '@mui/material/styles';
import { useColorMode } from './color-mode';
import { useServerStylesCache } from './server-styles';
import { COLOR_SCHEME_STORAGE_KEY, createDocsTheme, MODE_STORAGE_KEY } from './theme';
import { useThemeState } from './theme-store';

let ltrCache: ReturnType<typeof createCache> | null = null;
// The right-to-left plugins (stylis-plugin-rtl, cssjanus: 4 KB gzipped) load only for a reader
// who switches to RTL; until they arrive the demos suspend, as when they first load.
let rtlCache: ReturnType<typeof createCache> | null = null;
let rtlLoading: Promise<ReturnType<typeof createCache>> | null = null;
const loadRtlCache = () =>
  (rtlLoading ??= import('./rtl-cache').then(
    (mod) => (rtlCache = mod.getRtlCache()),
    (error: unknown) => {
      rtlLoading = null; // a failed load is retried by the next render (the demo's "Try again")
      throw error;
    },
  ));
/** Called where the reader can switch direction (the settings drawer), so the switch never waits. */
export const preloadRtlCache = () => void loadRtlCache().catch(() => {});

// One theme object per direction and density, shared by every demo on the page: each demo has
// its own MuiTheme, and a theme of its own meant building MUI's theme (all its CSS variables)
// again for every demo that mounted.
const themes = new Map<string, ReturnType<typeof createDocsTheme>>();
function sharedTheme(direction: 'ltr' | 'rtl', dense: boolean) {
  const key = `${direction}:${dense}`;
  let theme = themes.get(key);
  if (!theme) themes.set(key, (theme = createDocsTheme({ direction, dense })));
  return theme;
}

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
  const theme = sharedTheme(direction, dense);
  const serverCache = useServerStylesCache(serverStyles);
  ltrCache ??= createCache({ key: 'css' });
  const cache = direction === 'rtl' ? (rtlCache ?? React.use(loadRtlCache())) : (serverCache ?? ltrCache);
  return (
    <CacheProvider value={cache}>
      <ThemeProvider
        theme={theme}
        defaultMode="system"
        modeStorageKey={MODE_STORAGE_KEY}
        colorSchemeStorageKey={COLOR_SCHEME_STORAGE_KEY}
        disableStyleSheetGeneration
        // No disableTransitionOnChange: the site switches without transitions once for the
        // whole document (color-mode.ts `withoutTransitions`).
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
