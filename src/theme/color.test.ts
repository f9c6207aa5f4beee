import { afterEach, describe, expect, it, vi } from 'vitest';
import { ColorFormatError, contrastRatio, hasColorScheme, parseColor } from './color';
import { blue, contrastThreshold, schemes } from './tokens';

describe('parseColor', () => {
  it('reads the supported formats', () => {
    expect(parseColor('#fff')).toEqual({ type: 'rgb', values: [255, 255, 255], colorSpace: undefined });
    expect(parseColor('#075DB8').values).toEqual([7, 93, 184]);
    expect(parseColor('#00000080')).toMatchObject({ type: 'rgba', values: [0, 0, 0, 0.502] });
    expect(parseColor('rgba(1, 2, 3, 0.5)')).toMatchObject({ type: 'rgba', values: [1, 2, 3, 0.5] });
    expect(parseColor('hsl(210 50% 40%)')).toMatchObject({ type: 'hsl', values: [210, 50, 40] });
    expect(parseColor('color(display-p3 0.1 0.2 0.3)')).toMatchObject({
      type: 'color',
      colorSpace: 'display-p3',
    });
  });

  it('throws on an unrecognised format', () => {
    expect(() => parseColor('blue')).toThrow(ColorFormatError);
    expect(() => parseColor('blue')).toThrow('Unsupported color format "blue"');
    expect(() => parseColor('#12')).toThrow('Unsupported color format');
    expect(() => parseColor('rgb(1, 2)')).toThrow('expected three numeric channels');
  });

  it('throws on an unknown colour space', () => {
    expect(() => parseColor('color(xyz-d65 0.1 0.2 0.3)')).toThrow('Unknown color space "xyz-d65"');
  });
});

describe('design tokens', () => {
  it('are all valid colours', () => {
    for (const value of [...Object.values(blue), JSON.stringify(schemes)].flatMap(
      (v) => v.match(/#[0-9a-f]{3,8}/gi) ?? [],
    )) {
      expect(() => parseColor(value)).not.toThrow();
    }
  });

  it.each(['light', 'dark'] as const)('meet WCAG AA contrast for text in %s mode', (mode) => {
    const s = schemes[mode];
    expect(contrastRatio(s.text.primary, s.background.default)).toBeGreaterThanOrEqual(7);
    expect(contrastRatio(s.text.secondary, s.background.default)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(s.link, s.background.default)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(s.primary.contrastText, s.primary.main)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(s.primary.main, s.background.default)).toBeGreaterThanOrEqual(contrastThreshold);
  });
});

describe('hasColorScheme', () => {
  afterEach(() => vi.restoreAllMocks());

  it('accepts a scheme of the theme silently', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(hasColorScheme(['light', 'dark'], 'dark')).toBe(true);
    expect(error).not.toHaveBeenCalled();
  });

  it('logs an error for a scheme the theme does not have', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(hasColorScheme(['light'], 'sepia')).toBe(false);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('"sepia" does not exist in the theme'));
  });
});
