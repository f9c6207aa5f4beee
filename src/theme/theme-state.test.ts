import { describe, expect, it } from 'vitest';
import { initialThemeState, themeReducer, type ThemeAction } from './theme-state';

describe('themeReducer', () => {
  it('sets and resets density', () => {
    const dense = themeReducer(initialThemeState, { type: 'SET_DENSE', payload: true });
    expect(dense.dense).toBe(true);
    expect(themeReducer(dense, { type: 'RESET_DENSITY' })).toEqual(initialThemeState);
  });

  it('changes palette mode and direction', () => {
    const state = themeReducer(initialThemeState, {
      type: 'CHANGE',
      payload: { paletteMode: 'dark', direction: 'rtl' },
    });
    expect(state).toEqual({ dense: false, paletteMode: 'dark', direction: 'rtl' });
    expect(themeReducer(state, { type: 'CHANGE', payload: { direction: 'ltr' } })).toEqual({
      ...state,
      direction: 'ltr',
    });
  });

  it('ignores a change to the same value by returning the same object', () => {
    expect(themeReducer(initialThemeState, { type: 'CHANGE', payload: { paletteMode: 'light' } })).toBe(
      initialThemeState,
    );
    expect(themeReducer(initialThemeState, { type: 'CHANGE', payload: {} })).toBe(initialThemeState);
    expect(themeReducer(initialThemeState, { type: 'SET_DENSE', payload: false })).toBe(initialThemeState);
    expect(themeReducer(initialThemeState, { type: 'RESET_DENSITY' })).toBe(initialThemeState);
  });

  it('throws on an unknown action type', () => {
    expect(() => themeReducer(initialThemeState, { type: 'SET_SPACING' } as unknown as ThemeAction)).toThrow(
      'Unknown theme action type: "SET_SPACING"',
    );
  });
});
