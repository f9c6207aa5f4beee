'use client';
import * as React from 'react';
import { t } from '../i18n/translate';
import { Icon } from './icons';
import styles from './header.module.css';

// The drawer's code (Drawer, toggle buttons) loads on the first click, not with every page.
const SettingsDrawer = React.lazy(() => import('./SettingsDrawer'));

export function SettingsButton() {
  const [open, setOpen] = React.useState(false);
  const [requested, setRequested] = React.useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.iconButton}
        aria-label={t('settings')}
        aria-haspopup="dialog"
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
        data-ga-event-category="header"
        data-ga-event-action="settings"
      >
        <Icon name="settings" size={22} />
      </button>
      {requested ? (
        <React.Suspense fallback={null}>
          <SettingsDrawer open={open} onClose={() => setOpen(false)} />
        </React.Suspense>
      ) : null}
    </>
  );
}
