'use client';
import * as React from 'react';
import { useDeferredDialog } from '../shell/use-deferred-dialog';
import styles from '../shell/header.module.css';

// The dialog, Pagefind and its index load when the dialog first opens, not with the page.
const SearchDialog = React.lazy(() => import('./SearchDialog'));

/** Whether a key press is typed into a field, where `/` must stay a character. */
function typingInField(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName));
}

/**
 * The app bar's search entry point; Ctrl+K, Cmd+K or `/` open it from anywhere. The icon comes
 * and the label come from the server component that renders the button (`<Icon name="search" />`,
 * `t('searchDocs')`), so the icons' paths and the interface strings stay out of the page's
 * JavaScript.
 */
export function SearchButton({ icon, label }: { icon: React.ReactNode; label: string }) {
  const { requested, open, show, close } = useDeferredDialog();

  React.useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const shortcut = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';
      if (shortcut || (event.key === '/' && !typingInField(event.target))) {
        event.preventDefault();
        show();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [show]);

  return (
    <>
      <button
        type="button"
        className={styles.searchButton}
        onClick={show}
        aria-keyshortcuts="Control+K Meta+K /"
        aria-haspopup="dialog"
        aria-label={label}
      >
        {icon}
        <span className={styles.searchLabel}>{label}</span>
        <kbd className={styles.searchKey}>Ctrl K</kbd>
      </button>
      {requested ? (
        <React.Suspense fallback={null}>
          <SearchDialog open={open} onClose={close} />
        </React.Suspense>
      ) : null}
    </>
  );
}
