import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fontText, inRange, LATIN_RANGE, subsetWebFont, weightAxis, WEB_FONTS } from './web-fonts';

const root = join(__dirname, '../..');
const require = createRequire(join(root, 'package.json'));

describe('unicode-range', () => {
  it('reads single code points and spans, and refuses anything else', () => {
    expect(inRange(LATIN_RANGE, 'A'.codePointAt(0)!)).toBe(true);
    expect(inRange(LATIN_RANGE, 0x2014)).toBe(true); // em dash, in U+2000-206F
    expect(inRange(LATIN_RANGE, 0x2212)).toBe(true);
    expect(inRange(LATIN_RANGE, 0x0301)).toBe(false);
    expect(inRange(LATIN_RANGE, 0x0102)).toBe(false);
    expect(() => inRange('U+00ZZ', 65)).toThrow(/not a unicode-range part/);
  });
});

describe.each(WEB_FONTS)('the web font $output', ({ source, weight }) => {
  const font = readFileSync(require.resolve(source));

  it('keeps every character of the range and cuts the weight axis to what the site uses', async () => {
    const subset = await subsetWebFont(font, weight);
    expect(await fontText(subset)).toBe(await fontText(font));
    expect(await weightAxis(subset)).toEqual(weight);
    // The reason for all this: the cut file is smaller.
    expect(subset.length).toBeLessThan(font.length * 0.9);
  });

  it('is declared in src/theme/fonts.ts with the same weight range', () => {
    const declared = readFileSync(join(root, 'src/theme/fonts.ts'), 'utf8');
    expect(declared).toContain(`weight: '${weight[0]} ${weight[1]}'`);
  });
});
