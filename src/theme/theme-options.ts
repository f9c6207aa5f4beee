import type { ThemeOptions } from '@mui/material/styles';
import { COLOR_SCHEME_SELECTOR } from './theme-keys';
import {
  borderRadius,
  breakpoints,
  contrastThreshold,
  durations,
  fontFamilies,
  grey,
  schemes,
  spacingUnit,
  tonalOffset,
} from './tokens';

export interface DocsThemeOptions {
  direction: 'ltr' | 'rtl';
  dense: boolean;
}

/** Component defaults that make every MUI component smaller when the reader picks "dense". */
const denseComponents = {
  MuiButton: { defaultProps: { size: 'small' } },
  MuiIconButton: { defaultProps: { size: 'small' } },
  MuiFormControl: { defaultProps: { margin: 'dense', size: 'small' } },
  MuiTextField: { defaultProps: { margin: 'dense', size: 'small' } },
  MuiList: { defaultProps: { dense: true } },
  MuiMenuItem: { defaultProps: { dense: true } },
  MuiTable: { defaultProps: { size: 'small' } },
  MuiToolbar: { defaultProps: { variant: 'dense' } },
  MuiToggleButtonGroup: { defaultProps: { size: 'small' } },
  MuiChip: { defaultProps: { size: 'small' } },
} as const;

// contrastThreshold and tonalOffset live in each scheme: a top-level `palette` would replace
// the light scheme's colours with MUI's defaults.
const palette = (scheme: 'light' | 'dark') => ({
  contrastThreshold,
  tonalOffset,
  primary: schemes[scheme].primary,
  background: schemes[scheme].background,
  text: schemes[scheme].text,
  divider: schemes[scheme].divider,
  grey,
});

/** The site's focus ring (global.css), for MUI parts whose own focus style is faint or none. */
const focusRing = { outline: '2px solid var(--mui-palette-primary-main)', outlineOffset: 2 } as const;

/**
 * Component overrides of every theme. Bidi: the site's strings are English, so inside a
 * mirrored (RTL) layout each label takes its direction from its own text, or the grid's footer
 * reads "of 8 8–1" instead of "1–8 of 8". Focus: the pagination's "Rows per page" select showed
 * only a faint background, and the Switch a ring only in MUI's ripple.
 */
const baseComponents: ThemeOptions['components'] = {
  MuiTablePagination: {
    styleOverrides: {
      selectLabel: { unicodeBidi: 'plaintext' },
      displayedRows: { unicodeBidi: 'plaintext' },
      root: { '& .MuiTablePagination-select:focus-visible': { ...focusRing, borderRadius: 4 } },
    },
  },
  MuiSwitch: {
    styleOverrides: {
      switchBase: { '&.Mui-focusVisible .MuiSwitch-thumb': focusRing },
    },
  },
};

/**
 * The site theme as plain options: both colour schemes as CSS variables. Plain data, so the
 * build can turn it into a stylesheet and the browser into a theme for MUI components.
 */
export function docsThemeOptions({ direction, dense }: DocsThemeOptions): ThemeOptions {
  return {
    cssVariables: { colorSchemeSelector: COLOR_SCHEME_SELECTOR, cssVarPrefix: 'mui' },
    colorSchemes: { light: { palette: palette('light') }, dark: { palette: palette('dark') } },
    direction,
    breakpoints: { values: breakpoints },
    spacing: spacingUnit,
    shape: { borderRadius },
    transitions: { duration: durations },
    typography: {
      fontFamily: fontFamilies.body,
      h1: { fontFamily: fontFamilies.heading, fontWeight: 700, fontSize: '2.25rem', lineHeight: 1.2 },
      h2: { fontFamily: fontFamilies.heading, fontWeight: 700, fontSize: '1.625rem', lineHeight: 1.3 },
      h3: { fontFamily: fontFamilies.heading, fontWeight: 600, fontSize: '1.25rem', lineHeight: 1.4 },
      h4: { fontFamily: fontFamilies.heading, fontWeight: 600 },
      h5: { fontFamily: fontFamilies.heading, fontWeight: 600 },
      h6: { fontFamily: fontFamilies.heading, fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: { ...baseComponents, ...(dense ? denseComponents : {}) },
  };
}
