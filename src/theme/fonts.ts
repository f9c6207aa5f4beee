import localFont from 'next/font/local';

/*
 * Fonts are installed from npm (@fontsource-variable), cut to the weights the site uses at
 * build (src/theme/web-fonts.ts writes generated/fonts/; the weights below must match its
 * WEB_FONTS) and self-hosted by next/font, which copies the files into the build, preloads
 * them and adds metric-matched fallbacks, so the site makes no request to a font host.
 * `optional`: a font that is not there within the first ~100 ms is not swapped in later (no
 * re-layout, no late largest paint); the next page, with the font cached, uses it.
 */
export const bodyFont = localFont({
  src: '../../generated/fonts/inter-latin-wght.woff2',
  variable: '--font-body',
  weight: '300 800',
  display: 'optional',
});

export const headingFont = localFont({
  src: '../../generated/fonts/plus-jakarta-sans-latin-wght.woff2',
  variable: '--font-heading',
  weight: '400 800',
  display: 'optional',
});
