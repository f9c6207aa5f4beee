import { createTheme } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { themeCss } from './theme-css';
import { docsThemeOptions } from './theme-options';
import { schemes } from './tokens';

describe('the MUI theme', () => {
  const theme = createTheme(docsThemeOptions({ direction: 'ltr', dense: false }));

  it.each(['light', 'dark'] as const)('uses the site colours in %s mode', (mode) => {
    const palette = theme.colorSchemes[mode]!.palette!;
    expect(palette.primary.main).toBe(schemes[mode].primary.main);
    expect(palette.background.default).toBe(schemes[mode].background.default);
    expect(palette.contrastThreshold).toBe(3);
    expect(palette.tonalOffset).toBe(0.2);
  });

  it('is written to CSS with the site colours for both schemes', () => {
    const css = themeCss();
    expect(css).toContain(`--mui-palette-primary-main:${schemes.light.primary.main}`);
    expect(css).toContain(`--mui-palette-primary-main:${schemes.dark.primary.main}`);
    expect(css).toMatch(/\.dark\{color-scheme:dark;/);
  });

  it('carries the spec constants', () => {
    expect(themeCss()).toContain('--mui-spacing:8px');
    expect(theme.shape.borderRadius).toBe(12);
    expect(theme.breakpoints.values).toEqual({ xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 });
    expect(theme.transitions.duration.shortest).toBe(150);
    expect(theme.transitions.duration.complex).toBe(375);
  });
});
