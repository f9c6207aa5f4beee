'use client';
import * as React from 'react';
import { initialThemeState, themeReducer, type ThemeAction, type ThemeState } from './theme-state';
import { COLOR_MODE_EVENT } from './theme-keys';

/*
 * The reader's theme state (dense, direction, palette mode: spec section 3) as a store of its
 * own, with no provider: its readers (demo frames, the MUI theme, the settings drawer) load on
 * demand, and so does this module, instead of a provider in every page's first load (issue
 * 22). It lives as long as the document, across in-app navigations, as the provider did.
 */
let state: ThemeState = initialThemeState;
const listeners = new Set<() => void>();

/** Applies an action; a change to the value already held is ignored (the reducer's rule). */
export function dispatchTheme(action: ThemeAction): void {
  const next = themeReducer(state, action);
  if (next === state) return;
  if (next.direction !== state.direction) document.documentElement.dir = next.direction;
  state = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// The palette mode follows the colour scheme in force (a class on <html>, color-mode.ts).
if (typeof window !== 'undefined') {
  const syncPalette = () =>
    dispatchTheme({
      type: 'CHANGE',
      payload: { paletteMode: document.documentElement.classList.contains('dark') ? 'dark' : 'light' },
    });
  syncPalette();
  window.addEventListener(COLOR_MODE_EVENT, syncPalette);
}

/** The state now (the hook's snapshot). */
export const currentThemeState = (): ThemeState => state;

/** The reader's theme state (dense, direction, palette mode) and its dispatcher. */
export function useThemeState(): { state: ThemeState; dispatch: (action: ThemeAction) => void } {
  const current = React.useSyncExternalStore(subscribe, currentThemeState, () => initialThemeState);
  return { state: current, dispatch: dispatchTheme };
}
