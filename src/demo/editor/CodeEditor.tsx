'use client';
import * as React from 'react';
import LiveEditor from '../LiveEditor';
import type { EditorDiagnostic } from './checker';
import { Diagnostics } from './Diagnostics';
import { HighlightOverlay } from './HighlightOverlay';
import { useTypeCheck } from './type-check-client';
import { EDITOR_HINT, useCodeText } from './use-code-text';
import { usePlainEditor } from './use-plain-editor';
import styles from './editor.module.css';

const NONE: readonly EditorDiagnostic[] = [];

interface Props {
  initial: string;
  label: string;
  onChange: (code: string) => void;
  /** The variant: 'ts' is checked for syntax and types, 'js' for syntax (docs/live-editor.md). */
  checkTypes: 'ts' | 'js';
}

/**
 * A demo's live editor (loaded when the reader presses Edit). On desktop: the textarea's text
 * is transparent over a highlighted copy of the code, and from the first edit on the code is
 * type-checked in a worker, its problems listed under the editor and underlined in the copy.
 * On phones: the plain editor, without the checker.
 */
export default function CodeEditor(props: Props) {
  return usePlainEditor() ? <LiveEditor {...props} /> : <HighlightedEditor {...props} />;
}

function HighlightedEditor({ initial, label, onChange, checkTypes }: Props) {
  const { value, textareaProps } = useCodeText(initial, onChange);
  const hintId = React.useId();
  const problemsId = React.useId();
  const inputRef = React.useRef<HTMLTextAreaElement>(null);
  const overlayRef = React.useRef<HTMLPreElement>(null);
  const check = useTypeCheck(value, initial, checkTypes);
  const current = check.checked === value ? check.diagnostics : NONE;

  // The copy cannot scroll by itself (the textarea takes the pointer): it follows.
  const onScroll = (event: React.UIEvent<HTMLTextAreaElement>) => {
    const overlay = overlayRef.current;
    if (!overlay) return;
    overlay.scrollTop = event.currentTarget.scrollTop;
    overlay.scrollLeft = event.currentTarget.scrollLeft;
  };

  const select = (start: number, length: number) => {
    inputRef.current?.focus();
    inputRef.current?.setSelectionRange(start, start + length);
  };

  // Left to right as a whole, also on an RTL page: code, line numbers and messages are English.
  return (
    <div className="demo-editor" data-editor="highlighted" dir="ltr">
      <div className={styles.stack}>
        <HighlightOverlay ref={overlayRef} code={value} problems={current} />
        <textarea
          ref={inputRef}
          className={styles.input}
          aria-label={label}
          aria-describedby={`${hintId} ${problemsId}`}
          aria-invalid={current.length > 0 || undefined}
          // One line a row, scrolled sideways, so the highlighted copy lines up with it.
          wrap="off"
          onScroll={onScroll}
          {...textareaProps}
        />
      </div>
      <p id={hintId} className="demo-editor-hint">
        {EDITOR_HINT}
      </p>
      <Diagnostics id={problemsId} state={check} stale={check.checked !== value} onSelect={select} />
    </div>
  );
}
