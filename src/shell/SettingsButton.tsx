'use client';
import * as React from 'react';
import { useDeferredDialog } from './use-deferred-dialog';
import styles from './header.module.css';

// The drawer's code (Drawer, toggle buttons) loads on the first click, not with every page.
const SettingsDrawer = React.lazy(() => import('./SettingsDrawer'));

/**
 * The settings button; its icon and label come from the server parent
 * (`<Icon name="settings" size={22} />`, `t('settings')`).
 */
export function SettingsButton({ icon, label }: { icon: React.ReactNode; label: string }) {
  const { requested, open, show, close } = useDeferredDialog();
  return (
    <>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={label}
        aria-haspopup="dialog"
        onClick={show}
        data-ga-event-category="header"
        data-ga-event-action="settings"
      >
        {icon}
      </button>
      {requested ? (
        <React.Suspense fallback={null}>
          <SettingsDrawer open={open} onClose={close} />
        </React.Suspense>
      ) : null}
    </>
  );
}
