import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import fontverter from 'fontverter';
import subsetFont from 'subset-font';

/**
 * fontsource's unicode-range for its "latin" files (its @font-face rules). The files hold a few
 * characters more (combining accents for Vietnamese, Ă) that fontsource's own CSS never lets a
 * browser take from them and that no text of the site has; kept, they pull in the mark
 * positioning of every letter (Inter: 4.4 KB). A character a font lacks comes from the fallback.
 */
export const LATIN_RANGE =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

/** Whether a code point is in a CSS unicode-range list. */
export function inRange(range: string, code: number): boolean {
  return range.split(',').some((part) => {
    const match = /^U\+([0-9A-F]+)(?:-([0-9A-F]+))?$/i.exec(part.trim());
    if (!match) throw new Error(`not a unicode-range part: ${part}`);
    const first = parseInt(match[1]!, 16);
    return code >= first && code <= (match[2] ? parseInt(match[2], 16) : first);
  });
}

export interface WebFont {
  /** The installed variable font (fontsource's latin file), resolved from node_modules. */
  source: string;
  /** Its subset under generated/fonts/, the file src/theme/fonts.ts serves. */
  output: string;
  /** The weight axis kept: the weights the site asks of this font, nothing beyond. */
  weight: readonly [number, number];
}

/*
 * The body font's lightest use is MUI's fontWeightLight (300) in demos, its heaviest the callout
 * icon (800). The headings use 600 and 700; their range leaves room either side. A weight
 * outside a face's range is drawn at the nearest end of it (CSS font matching).
 */
export const WEB_FONTS: readonly WebFont[] = [
  {
    source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    output: 'inter-latin-wght.woff2',
    weight: [300, 800],
  },
  {
    source: '@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
    output: 'plus-jakarta-sans-latin-wght.woff2',
    weight: [400, 800],
  },
];

/** A font read by HarfBuzz (an ES module with top-level await: imported, not required). */
async function face(font: Buffer) {
  const { Blob, Face } = await import('harfbuzzjs');
  return new Face(new Blob(await fontverter.convert(font, 'sfnt')));
}

/** The characters a font has glyphs for (its cmap) within a unicode-range, as one string. */
export async function fontText(font: Buffer, range = LATIN_RANGE): Promise<string> {
  const codes = [...(await face(font)).collectUnicodes()].filter((code) => inRange(range, code));
  return String.fromCodePoint(...codes);
}

/** The range of a variable font's weight axis. */
export async function weightAxis(font: Buffer): Promise<[number, number]> {
  const axis = (await face(font)).getAxisInfos().wght;
  if (!axis) throw new Error('the font has no weight axis');
  return [axis.min, axis.max];
}

/**
 * A font cut to a weight range, in WOFF2, with every character of LATIN_RANGE and every OpenType
 * feature it has kept (the site uses tabular figures). Both fonts are preloaded, so every byte is
 * in the critical path of a first visit. What shrinks them: the characters beyond LATIN_RANGE
 * (Inter 47.1 → 41.1 KB, with the re-encoding) and the weight axis, whose deltas cover weights
 * the site never asks for (Inter 41.1 → 38.7 KB, Plus Jakarta Sans 25.0 → 18.6 KB).
 */
export async function subsetWebFont(font: Buffer, weight: readonly [number, number]): Promise<Buffer> {
  return subsetFont(font, await fontText(font), {
    targetFormat: 'woff2',
    variationAxes: { wght: { min: weight[0], max: weight[1] } },
  });
}

/** Writes generated/fonts/ (called by scripts/prepare-content.ts); returns the sizes. */
export async function writeWebFonts(root: string): Promise<{ file: string; from: number; to: number }[]> {
  const require = createRequire(join(root, 'package.json'));
  const dir = join(root, 'generated/fonts');
  mkdirSync(dir, { recursive: true });
  const sizes = [];
  // One at a time: HarfBuzz's WebAssembly module is shared, and two fonts read at once came
  // back with no characters for one of them.
  for (const { source, output, weight } of WEB_FONTS) {
    const font = readFileSync(require.resolve(source));
    const subset = await subsetWebFont(font, weight);
    writeFileSync(join(dir, output), subset);
    sizes.push({ file: output, from: font.length, to: subset.length });
  }
  return sizes;
}
