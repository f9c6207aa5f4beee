'use client';
import * as React from 'react';
import { EDITOR_HINT, useCodeText } from './editor/use-code-text';

/**
 * A plain-text code editor: Tab indents, Shift+Tab outdents, Escape hands Tab back to the
 * page so keyboard users are never trapped. Changes reach the preview after a short pause.
 * The playground's editor, and demos' on phones; on desktop demos get the highlighted,
 * type-checked editor (src/demo/editor/CodeEditor.tsx, docs/live-editor.md).
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
  const { textareaProps } = useCodeText(initial, onChange);
  const hintId = React.useId();
  return (
    <div className="demo-editor" data-editor="plain">
      <textarea aria-label={label} aria-describedby={hintId} {...textareaProps} />
      <p id={hintId} className="demo-editor-hint">
        {EDITOR_HINT}
      </p>
    </div>
  );
}
