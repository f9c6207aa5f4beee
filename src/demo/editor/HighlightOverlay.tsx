'use client';
import * as React from 'react';
import { segments, tokenize } from './tokenize';
import styles from './editor.module.css';

/**
 * The coloured copy of the code under the editor's transparent text, with the checker's
 * problems underlined. Hidden from assistive technology: the textarea is the editor.
 */
export function HighlightOverlay({
  ref,
  code,
  problems,
}: {
  ref: React.Ref<HTMLPreElement>;
  code: string;
  problems: readonly { start: number; length: number }[];
}) {
  const parts = React.useMemo(() => segments(code, tokenize(code), problems), [code, problems]);
  return (
    <pre ref={ref} className={styles.overlay} aria-hidden="true">
      {parts.map((part, i) => {
        const className = [part.kind ? styles[part.kind] : '', part.problem ? styles.problem : '']
          .filter(Boolean)
          .join(' ');
        return className ? (
          <span key={i} className={className} data-problem={part.problem ? '' : undefined}>
            {part.text}
          </span>
        ) : (
          part.text
        );
      })}
      {/* A textarea shows a last empty line; the copy must be as tall. */}
      {'\n '}
    </pre>
  );
}
