'use client';
// A theme made with createTheme holds functions, so it must be created on the client side.
import { createTheme, type Theme } from '@mui/material/styles';
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

export { COLOR_SCHEME_STORAGE_KEY, MODE_STORAGE_KEY } from './theme-keys';

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

/** The site theme: both colour schemes as CSS variables, so switching mode needs no re-render. */
export function createDocsTheme({ direction, dense }: DocsThemeOptions): Theme {
  return createTheme({
    cssVariables: { colorSchemeSelector: COLOR_SCHEME_SELECTOR, cssVarPrefix: 'mui' },
    colorSchemes: {
      light: {
        palette: {
          primary: schemes.light.primary,
          background: schemes.light.background,
          text: schemes.light.text,
          divider: schemes.light.divider,
          grey,
        },
      },
      dark: {
        palette: {
          primary: schemes.dark.primary,
          background: schemes.dark.background,
          text: schemes.dark.text,
          divider: schemes.dark.divider,
          grey,
        },
      },
    },
    direction,
    breakpoints: { values: breakpoints },
    spacing: spacingUnit,
    shape: { borderRadius },
    palette: { contrastThreshold, tonalOffset },
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
    components: dense ? denseComponents : {},
  });
}
