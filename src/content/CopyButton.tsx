'use client';
import * as React from 'react';
import styles from './copy-button.module.css';

export interface CopyLabels {
  copy: string;
  copied: string;
}

/**
 * Copies a code block's text, and says so for sighted and screen-reader users alike. The labels
 * come from the server parent (`copyLabels()` in CodeSnippet), not the interface strings module.
 */
export function CopyButton({ text, labels }: { text: string; labels: CopyLabels }) {
  const [copied, setCopied] = React.useState(false);
  React.useEffect(() => {
    if (!copied) return undefined;
    const timer = window.setTimeout(() => setCopied(false), 2000);
    return () => window.clearTimeout(timer);
  }, [copied]);
  return (
    <button
      type="button"
      className={styles.button}
      onClick={async () => {
        await navigator.clipboard.writeText(text);
        setCopied(true);
      }}
      data-ga-event-category="code"
      data-ga-event-action="copy"
    >
      <span aria-live="polite">{copied ? labels.copied : labels.copy}</span>
    </button>
  );
}
