'use client';
// A theme made with createTheme holds functions, so it is created on the client side.
import { createTheme, type Theme } from '@mui/material/styles';
import { docsThemeOptions, type DocsThemeOptions } from './theme-options';

export { COLOR_SCHEME_STORAGE_KEY, MODE_STORAGE_KEY } from './theme-keys';
export type { DocsThemeOptions } from './theme-options';

/** The MUI theme of demos and of the site's MUI-based dialogs. */
export function createDocsTheme(options: DocsThemeOptions): Theme {
  return createTheme(docsThemeOptions(options));
}
