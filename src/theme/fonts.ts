import localFont from 'next/font/local';

/*
 * Fonts are installed from npm (@fontsource-variable) and self-hosted by next/font, which
 * copies the files into the build, preloads them and adds metric-matched fallbacks, so the
 * site makes no request to a font host. `optional`: a font that is not there within the
 * first ~100 ms is not swapped in later (no re-layout, no late largest paint); the next
 * page, with the font cached, uses it.
 */
export const bodyFont = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-body',
  weight: '100 900',
  display: 'optional',
});

export const headingFont = localFont({
  src: '../../node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
  variable: '--font-heading',
  weight: '200 800',
  display: 'optional',
});
