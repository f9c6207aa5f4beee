'use client';
import * as React from 'react';
import type { EditorDiagnostic } from './editor/checker';
import { Diagnostics } from './editor/Diagnostics';
import { HighlightOverlay } from './editor/HighlightOverlay';
import { useTypeCheck } from './editor/type-check-client';
import { usePlainEditor } from './editor/use-plain-editor';
import styles from './editor/editor.module.css';

const NONE: readonly EditorDiagnostic[] = [];

/**
 * A code editor over a plain `<textarea>`: Tab indents, Shift+Tab outdents, Escape hands Tab
 * back to the page so keyboard users are never trapped. Changes reach the preview after a
 * short pause. On desktop a highlighted copy of the code sits under the (transparent) text,
 * and with `checkTypes` the code is type-checked in a worker from the first edit on, its
 * problems listed under the editor and underlined in it (docs/live-editor.md). Phones get
 * the plain textarea alone.
 */
export default function LiveEditor({
  initial,
  label,
  onChange,
  checkTypes = null,
}: {
  initial: string;
  label: string;
  onChange: (code: string) => void;
  /** The variant to check: 'ts' for types, 'js' for syntax; null for no checking. */
  checkTypes?: 'ts' | 'js' | null;
}) {
  const [value, setValue] = React.useState(initial);
  const [tabIndents, setTabIndents] = React.useState(true);
  const hintId = React.useId();
  const problemsId = React.useId();
  const inputRef = React.useRef<HTMLTextAreaElement>(null);
  const overlayRef = React.useRef<HTMLPreElement>(null);
  const plain = usePlainEditor();
  const check = useTypeCheck(value, initial, plain ? null : checkTypes);
  const current = check.checked === value ? check.diagnostics : NONE;

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

  // The overlay cannot scroll by itself (the textarea takes the pointer): it follows.
  const onScroll = (event: React.UIEvent<HTMLTextAreaElement>) => {
    const overlay = overlayRef.current;
    if (!overlay) return;
    overlay.scrollTop = event.currentTarget.scrollTop;
    overlay.scrollLeft = event.currentTarget.scrollLeft;
  };

  const select = (start: number, length: number) => {
    const el = inputRef.current;
    if (!el) return;
    el.focus();
    el.setSelectionRange(start, start + length);
  };

  const textarea = (
    <textarea
      ref={inputRef}
      className={plain ? undefined : styles.input}
      aria-label={label}
      aria-describedby={checkTypes && !plain ? `${hintId} ${problemsId}` : hintId}
      aria-invalid={current.length > 0 || undefined}
      spellCheck={false}
      autoCapitalize="off"
      autoComplete="off"
      // One line a row, scrolled sideways, so the highlighted copy lines up with it.
      wrap={plain ? undefined : 'off'}
      value={value}
      rows={Math.min(30, value.split('\n').length + 1)}
      onChange={(event) => setValue(event.target.value)}
      onKeyDown={onKeyDown}
      onFocus={() => setTabIndents(true)}
      onScroll={plain ? undefined : onScroll}
    />
  );

  return (
    <div className="demo-editor" data-editor={plain ? 'plain' : 'highlighted'}>
      {plain ? (
        textarea
      ) : (
        <div className={styles.stack} dir="ltr">
          <HighlightOverlay ref={overlayRef} code={value} problems={current} />
          {textarea}
        </div>
      )}
      <p id={hintId} className="demo-editor-hint">
        Tab indents. Press Escape, then Tab, to leave the editor.
      </p>
      {checkTypes && !plain ? (
        <Diagnostics id={problemsId} state={check} stale={check.checked !== value} onSelect={select} />
      ) : null}
    </div>
  );
}
