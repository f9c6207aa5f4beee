import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/*
 * The site's own fonts (Inter, Plus Jakarta Sans) are installed only as variable WOFF2.
 * The renderer behind next/og (satori) parses TTF, OTF and WOFF but rejects WOFF2
 * ("Unsupported OpenType signature wOF2"), and it draws a variable font at its default
 * instance only, so a bold title would come out regular. Work Sans ships one static WOFF per
 * weight in an installed package, and its open, geometric shapes sit close to the headings'
 * Plus Jakarta Sans. Only the Latin subset is loaded: every title on the site is English.
 */
export const OG_FONT_FAMILY = 'Work Sans';

// A literal directory keeps the bundler's file tracing to this folder.
const FONT_DIR = 'node_modules/@fontsource/work-sans/files';

export type OgFontWeight = 500 | 600 | 700;

/** The weights the card uses: body text, labels, title. */
export const OG_FONT_WEIGHTS: readonly OgFontWeight[] = [500, 600, 700];

export interface OgFont {
  name: string;
  data: Buffer;
  weight: OgFontWeight;
  style: 'normal';
}

/** Thrown when a font file is missing or unreadable; the message names the path. */
export class OgFontError extends Error {
  override name = 'OgFontError';
}

export function ogFontPath(weight: OgFontWeight, root: string = process.cwd()): string {
  return join(root, FONT_DIR, `work-sans-latin-${weight}-normal.woff`);
}

/** Reads the card's fonts from node_modules under `root` (the project directory at build). */
export async function loadOgFonts(root: string = process.cwd()): Promise<OgFont[]> {
  return Promise.all(
    OG_FONT_WEIGHTS.map(async (weight) => {
      const path = ogFontPath(weight, root);
      let data: Buffer;
      try {
        data = await readFile(path);
      } catch (error) {
        throw new OgFontError(
          `OpenGraph image font not found or unreadable: ${path} ` +
            `(${(error as NodeJS.ErrnoException).code ?? String(error)}). ` +
            'It comes from the @fontsource/work-sans package; run npm install.',
        );
      }
      // A WOFF file starts with "wOFF"; anything else (an LFS pointer, a WOFF2) would fail later
      // inside the renderer with a message that does not name the file.
      if (data.subarray(0, 4).toString('latin1') !== 'wOFF') {
        throw new OgFontError(`OpenGraph image font is not a WOFF file: ${path}`);
      }
      return { name: OG_FONT_FAMILY, data, weight, style: 'normal' as const };
    }),
  );
}

let cached: Promise<OgFont[]> | null = null;

/** The fonts, read once per build worker and shared by every image it renders. */
export function ogFonts(): Promise<OgFont[]> {
  cached ??= loadOgFonts().catch((error: unknown) => {
    cached = null;
    throw error;
  });
  return cached;
}
