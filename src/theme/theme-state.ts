/** The reader's theme preferences that live in React state (spec sections 3 and 4). */
export interface ThemeState {
  dense: boolean;
  direction: 'ltr' | 'rtl';
  paletteMode: 'light' | 'dark';
}

export type ThemeAction =
  | { type: 'SET_DENSE'; payload: boolean }
  | { type: 'RESET_DENSITY' }
  | {
      type: 'CHANGE';
      payload: { paletteMode?: ThemeState['paletteMode']; direction?: ThemeState['direction'] };
    };

export const initialThemeState: ThemeState = { dense: false, direction: 'ltr', paletteMode: 'light' };

/**
 * Pure reducer. A change to the value already held returns the same object, so React
 * skips the re-render; an unknown action is a programming error and throws.
 */
export function themeReducer(state: ThemeState, action: ThemeAction): ThemeState {
  switch (action.type) {
    case 'SET_DENSE':
      return state.dense === action.payload ? state : { ...state, dense: action.payload };
    case 'RESET_DENSITY':
      return state.dense === initialThemeState.dense ? state : { ...state, dense: initialThemeState.dense };
    case 'CHANGE': {
      const paletteMode = action.payload.paletteMode ?? state.paletteMode;
      const direction = action.payload.direction ?? state.direction;
      if (paletteMode === state.paletteMode && direction === state.direction) return state;
      return { ...state, paletteMode, direction };
    }
    default:
      throw new Error(`Unknown theme action type: ${JSON.stringify((action as { type?: unknown }).type)}`);
  }
}
