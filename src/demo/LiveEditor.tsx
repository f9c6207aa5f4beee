'use client';
import * as React from 'react';

/**
 * A plain-text code editor: Tab indents, Shift+Tab outdents, Escape hands Tab back to the
 * page so keyboard users are never trapped. Changes reach the preview after a short pause.
 */
export default function LiveEditor({
  initial,
  label,
  onChange,
}: {
  initial: string;
  label: string;
  onChange: (code: string) => void;
}) {
  const [value, setValue] = React.useState(initial);
  const [tabIndents, setTabIndents] = React.useState(true);
  const hintId = React.useId();

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

  return (
    <div className="demo-editor">
      <textarea
        aria-label={label}
        aria-describedby={hintId}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        value={value}
        rows={Math.min(30, value.split('\n').length + 1)}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={onKeyDown}
        onFocus={() => setTabIndents(true)}
      />
      <p id={hintId} className="demo-editor-hint">
        Tab indents. Press Escape, then Tab, to leave the editor.
      </p>
    </div>
  );
}
