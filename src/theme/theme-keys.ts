/** localStorage keys of the colour mode (spec section 4) and of the chosen colour schemes. */
export const MODE_STORAGE_KEY = 'mui-mode';
export const COLOR_SCHEME_STORAGE_KEY = 'mui-color-scheme';
/** The attribute InitColorSchemeScript and the theme agree on: `<html class="dark">`. */
export const COLOR_SCHEME_SELECTOR = 'class';
/** The window event color-mode.ts fires after it applies a mode (the theme store listens). */
export const COLOR_MODE_EVENT = 'docs-color-mode';
