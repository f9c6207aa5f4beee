import type { ReactNode } from 'react';

const LABELS = { info: 'Note', success: 'Tip', warning: 'Warning', error: 'Important' } as const;
const ICONS = { info: 'ℹ', success: '✓', warning: '!', error: '✕' } as const;

/** A highlighted note in the prose: `<Callout type="warning">…</Callout>`. No JavaScript. */
export function Callout({ type = 'info', children }: { type?: keyof typeof LABELS; children: ReactNode }) {
  if (!(type in LABELS)) throw new Error(`<Callout type="${type}">: use info, success, warning or error.`);
  return (
    <aside className={`callout callout-${type}`} aria-label={LABELS[type]}>
      <span className="callout-icon" aria-hidden="true">
        {ICONS[type]}
      </span>
      <div className="callout-body">{children}</div>
    </aside>
  );
}
