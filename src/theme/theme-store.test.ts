// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { COLOR_MODE_EVENT } from './theme-keys';

// A fresh store per test: it is module state, for the life of the document.
beforeEach(() => {
  vi.resetModules();
  document.documentElement.className = '';
  document.documentElement.removeAttribute('dir');
});

describe('the theme store (no provider)', () => {
  it('takes the palette mode from the scheme in force, and follows a colour-mode change', async () => {
    document.documentElement.className = 'dark';
    const { currentThemeState } = await import('./theme-store');
    expect(currentThemeState().paletteMode).toBe('dark');
    document.documentElement.className = 'light';
    window.dispatchEvent(new Event(COLOR_MODE_EVENT));
    expect(currentThemeState().paletteMode).toBe('light');
  });

  it('sets the document direction on a change, and ignores a change to the same value', async () => {
    const { currentThemeState, dispatchTheme } = await import('./theme-store');
    const before = currentThemeState();
    dispatchTheme({ type: 'CHANGE', payload: { direction: 'ltr' } });
    expect(currentThemeState()).toBe(before);
    expect(document.documentElement.hasAttribute('dir')).toBe(false);
    dispatchTheme({ type: 'CHANGE', payload: { direction: 'rtl' } });
    expect(document.documentElement.dir).toBe('rtl');
    dispatchTheme({ type: 'SET_DENSE', payload: true });
    expect(currentThemeState()).toEqual({ dense: true, direction: 'rtl', paletteMode: 'light' });
    dispatchTheme({ type: 'RESET_DENSITY' });
    expect(currentThemeState().dense).toBe(false);
  });
});
