'use client';
import type { TypeCheckState } from './type-check-client';
import styles from './editor.module.css';

/**
 * The checker's problems under the editor, as a list a screen reader announces politely.
 * Each names its line and column; choosing one selects its span in the editor.
 */
export function Diagnostics({
  id,
  state,
  stale,
  onSelect,
}: {
  id: string;
  state: TypeCheckState;
  /** The code changed since the check: the list is shown until the next one, marked as such. */
  stale: boolean;
  onSelect: (start: number, length: number) => void;
}) {
  const { phase, diagnostics } = state;
  const count = diagnostics.length;
  let summary = '';
  if (phase === 'loading') summary = 'Loading the type checker…';
  else if (phase === 'failed') summary = `Type checking is unavailable: ${state.error}`;
  else if (phase === 'ready')
    summary = count ? `${count} problem${count === 1 ? '' : 's'}` : 'No problems found';
  return (
    <div
      id={id}
      className={styles.diagnostics}
      role="status"
      data-editor-diagnostics={phase}
      data-checks={state.answers}
      data-stale={stale ? '' : undefined}
    >
      {summary ? <p className={styles.summary}>{summary}</p> : null}
      {phase === 'ready' && count ? (
        <ul aria-label="Problems in the code">
          {diagnostics.map((d, i) => (
            <li key={i}>
              <button type="button" className={styles.location} onClick={() => onSelect(d.start, d.length)}>
                Line {d.line}, column {d.column}
              </button>
              <span className="visually-hidden">: </span>
              <span className={styles.message}>{d.message}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
