'use client';
import * as React from 'react';
import { t } from '../i18n/translate';
import styles from './copy-button.module.css';

/** Copies a code block's text, and says so for sighted and screen-reader users alike. */
export function CopyButton({ text }: { text: string }) {
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
      <span aria-live="polite">{copied ? t('copied') : t('copy')}</span>
    </button>
  );
}
