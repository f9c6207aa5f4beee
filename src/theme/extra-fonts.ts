import localFont from 'next/font/local';
import { needsExtraFonts } from './extra-fonts-rule';

/**
 * The extra typefaces of the "onepirate" landing template (spec section 2). They are not
 * preloaded: the @font-face rules are a few hundred bytes, and a browser fetches a face only
 * when an element uses it, which happens only under `extraFontsClassName(pathname)`.
 */
const workSans = localFont({
  src: [
    {
      path: '../../node_modules/@fontsource/work-sans/files/work-sans-latin-300-normal.woff2',
      weight: '300',
    },
    {
      path: '../../node_modules/@fontsource/work-sans/files/work-sans-latin-400-normal.woff2',
      weight: '400',
    },
    {
      path: '../../node_modules/@fontsource/work-sans/files/work-sans-latin-700-normal.woff2',
      weight: '700',
    },
  ],
  variable: '--font-onepirate-body',
  preload: false,
  display: 'swap',
});

const robotoCondensed = localFont({
  src: [
    {
      path: '../../node_modules/@fontsource/roboto-condensed/files/roboto-condensed-latin-700-normal.woff2',
      weight: '700',
    },
  ],
  variable: '--font-onepirate-heading',
  preload: false,
  display: 'swap',
});

/** Class names that define the extra font variables, or '' for every other path. */
export function extraFontsClassName(pathname: string): string {
  return needsExtraFonts(pathname) ? `${workSans.variable} ${robotoCondensed.variable}` : '';
}
