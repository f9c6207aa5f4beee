/**
 * Design tokens (spec section 9). Plain data, so tests and build scripts can check them
 * (contrast, colour formats) without creating a theme.
 */
export const breakpoints = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;
export const spacingUnit = 8;
export const borderRadius = 12;
export const contrastThreshold = 3;
export const tonalOffset = 0.2;

/** Durations in milliseconds: from 150 (shortest) to 375 (complex). */
export const durations = {
  shortest: 150,
  shorter: 200,
  short: 250,
  standard: 300,
  complex: 375,
  enteringScreen: 225,
  leavingScreen: 195,
} as const;

/** The site's blue, from lightest to darkest. */
export const blue = {
  50: '#F0F7FF',
  100: '#CEE5FD',
  200: '#9CCCFC',
  300: '#55A6F6',
  400: '#1A86F0',
  500: '#0A6FD6',
  600: '#075DB8',
  700: '#064A94',
  800: '#063A73',
  900: '#072C56',
} as const;

export const grey = {
  50: '#F6F8FA',
  100: '#EEF1F4',
  200: '#DDE3EA',
  300: '#C5CED8',
  400: '#98A4B3',
  500: '#6B7888',
  600: '#4F5B69',
  700: '#37414D',
  800: '#1F2730',
  900: '#12181F',
} as const;

/** The colours each mode uses for surfaces and text; tests hold them to WCAG AA. */
export const schemes = {
  light: {
    primary: { main: blue[600], light: blue[400], dark: blue[800], contrastText: '#FFFFFF' },
    background: { default: '#FFFFFF', paper: '#FFFFFF' },
    text: { primary: grey[900], secondary: grey[600] },
    divider: grey[200],
    link: blue[700],
  },
  dark: {
    primary: { main: blue[300], light: blue[200], dark: blue[500], contrastText: grey[900] },
    background: { default: '#0C1116', paper: '#121920' },
    text: { primary: '#E8EDF2', secondary: '#A9B4C0' },
    divider: grey[800],
    link: blue[200],
  },
} as const;

export type SchemeName = keyof typeof schemes;

/** Font stacks; the first family of each is self-hosted from npm (see fonts.ts). */
export const fontFamilies = {
  body: 'var(--font-body), -apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, sans-serif',
  heading: 'var(--font-heading), var(--font-body), -apple-system, "Segoe UI", sans-serif',
  code: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
} as const;
