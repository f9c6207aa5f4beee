'use client';
import * as React from 'react';

/**
 * The text of a code editor over a `<textarea>` and its keys: Tab indents, Shift+Tab outdents,
 * Escape hands Tab back to the page so keyboard users are never trapped (Tab again leaves).
 * Changes reach `onChange` after a short pause. Shared by the plain and highlighted editors.
 */
export function useCodeText(initial: string, onChange: (code: string) => void) {
  const [value, setValue] = React.useState(initial);
  const [tabIndents, setTabIndents] = React.useState(true);

  React.useEffect(() => {
    const timer = window.setTimeout(() => onChange(value), 300);
    return () => window.clearTimeout(timer);
  }, [value, onChange]);

  const onKeyDown = (event: React.KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') {
      setTabIndents(false);
      return;
    }
    if (event.key !== 'Tab' || !tabIndents) return;
    event.preventDefault();
    const el = event.currentTarget;
    const { selectionStart: start, selectionEnd: end } = el;
    if (event.shiftKey) {
      const lineStart = value.lastIndexOf('\n', start - 1) + 1;
      if (value.startsWith('  ', lineStart)) {
        setValue(value.slice(0, lineStart) + value.slice(lineStart + 2));
        requestAnimationFrame(() =>
          el.setSelectionRange(Math.max(lineStart, start - 2), Math.max(lineStart, end - 2)),
        );
      }
      return;
    }
    setValue(value.slice(0, start) + '  ' + value.slice(end));
    requestAnimationFrame(() => el.setSelectionRange(start + 2, start + 2));
  };

  return {
    value,
    /** Spread on the textarea. */
    textareaProps: {
      value,
      spellCheck: false,
      autoCapitalize: 'off',
      autoComplete: 'off',
      rows: Math.min(30, value.split('\n').length + 1),
      onChange: (event: React.ChangeEvent<HTMLTextAreaElement>) => setValue(event.target.value),
      onKeyDown,
      onFocus: () => setTabIndents(true),
    },
  };
}

/** The hint under every editor, naming the way out of it. */
export const EDITOR_HINT = 'Tab indents. Press Escape, then Tab, to leave the editor.';
