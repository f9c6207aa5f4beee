/**
 * Colour parsing and contrast maths for the design tokens. Malformed colours are
 * programming errors, so they throw (spec section 8), which fails the build or the test
 * that uses the token.
 */
export type ColorSpace = 'srgb' | 'display-p3' | 'a98-rgb' | 'prophoto-rgb' | 'rec-2020';
export const COLOR_SPACES: readonly ColorSpace[] = [
  'srgb',
  'display-p3',
  'a98-rgb',
  'prophoto-rgb',
  'rec-2020',
];

export interface ParsedColor {
  type: 'rgb' | 'rgba' | 'hsl' | 'hsla' | 'color';
  values: [number, number, number, ...number[]];
  colorSpace?: ColorSpace;
}

export class ColorFormatError extends Error {
  override name = 'ColorFormatError';
}

function hexToRgb(hex: string): string {
  const body = hex.slice(1);
  const size = body.length >= 6 ? 2 : 1;
  const parts = body.match(new RegExp(`.{${size}}`, 'g')) ?? [];
  const nums = parts.map((p, i) => {
    const n = parseInt(size === 1 ? p + p : p, 16);
    return i < 3 ? n : Math.round((n / 255) * 1000) / 1000;
  });
  return `${nums.length === 4 ? 'rgba' : 'rgb'}(${nums.join(', ')})`;
}

/** Parses `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb()`, `rgba()`, `hsl()`, `hsla()`, `color()`. */
export function parseColor(input: string): ParsedColor {
  const color = input.trim();
  if (/^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(color)) {
    return parseColor(hexToRgb(color));
  }
  const match = /^(rgba?|hsla?|color)\((.*)\)$/i.exec(color);
  if (!match) {
    throw new ColorFormatError(
      `Unsupported color format ${JSON.stringify(input)}. ` +
        'Supported formats: #nnn, #nnnnnn, rgb(), rgba(), hsl(), hsla(), color().',
    );
  }
  const type = match[1]!.toLowerCase() as ParsedColor['type'];
  let body = match[2]!.trim();
  let colorSpace: ColorSpace | undefined;
  if (type === 'color') {
    const [space = '', ...rest] = body.split(/\s+/);
    if (!COLOR_SPACES.includes(space as ColorSpace)) {
      throw new ColorFormatError(
        `Unknown color space ${JSON.stringify(space)} in ${JSON.stringify(input)}. ` +
          `Supported color spaces: ${COLOR_SPACES.join(', ')}.`,
      );
    }
    colorSpace = space as ColorSpace;
    body = rest.join(' ');
  }
  const values = body
    .split(/[\s,/]+/)
    .filter(Boolean)
    .map((v) => parseFloat(v));
  if (values.length < 3 || values.some((v) => Number.isNaN(v))) {
    throw new ColorFormatError(
      `Unsupported color format ${JSON.stringify(input)}: expected three numeric channels.`,
    );
  }
  return { type, values: values as ParsedColor['values'], colorSpace };
}

function hslToRgb([h, s, l]: readonly number[]): [number, number, number] {
  const sat = s! / 100;
  const light = l! / 100;
  const a = sat * Math.min(light, 1 - light);
  const f = (n: number) => {
    const k = (n + h! / 30) % 12;
    return Math.round(255 * (light - a * Math.max(Math.min(k - 3, 9 - k, 1), -1)));
  };
  return [f(0), f(8), f(4)];
}

/** Relative luminance (WCAG 2.x) of any colour parseColor accepts; alpha is ignored. */
export function luminance(input: string): number {
  const parsed = parseColor(input);
  let rgb: number[];
  if (parsed.type.startsWith('hsl')) rgb = hslToRgb(parsed.values).map((v) => v / 255);
  else if (parsed.type === 'color') rgb = parsed.values.slice(0, 3);
  else rgb = parsed.values.slice(0, 3).map((v) => v / 255);
  const [r, g, b] = rgb.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return Number((0.2126 * r! + 0.7152 * g! + 0.0722 * b!).toFixed(3));
}

/** WCAG contrast ratio between two colours, from 1 to 21. */
export function contrastRatio(foreground: string, background: string): number {
  const a = luminance(foreground);
  const b = luminance(background);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/**
 * Checks that a colour scheme exists in the theme before it is applied. A missing scheme is
 * not fatal (spec section 8): the error is logged and the caller keeps a scheme that exists.
 */
export function hasColorScheme(available: readonly string[], scheme: string): boolean {
  if (available.includes(scheme)) return true;
  console.error(
    `MUI X docs: the color scheme ${JSON.stringify(scheme)} does not exist in the theme ` +
      `(available: ${available.join(', ') || 'none'}).`,
  );
  return false;
}
