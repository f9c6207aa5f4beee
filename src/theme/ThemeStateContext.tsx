'use client';
import * as React from 'react';
import { initialThemeState, type ThemeAction, type ThemeState } from './theme-state';

export const ThemeStateContext = React.createContext<{
  state: ThemeState;
  dispatch: React.Dispatch<ThemeAction>;
}>({
  state: initialThemeState,
  dispatch: () => {
    throw new Error('useThemeState must be used inside SiteProviders');
  },
});

/** The reader's theme state (dense, direction, palette mode) and its dispatcher. */
export function useThemeState() {
  return React.useContext(ThemeStateContext);
}
