'use client';
import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import { t } from '../i18n/translate';

// The drawer's code (Drawer, toggle buttons) loads on the first click, not with every page.
const SettingsDrawer = React.lazy(() => import('./SettingsDrawer'));

export function SettingsButton() {
  const [open, setOpen] = React.useState(false);
  const [requested, setRequested] = React.useState(false);
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('settings')}
        aria-haspopup="dialog"
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
        data-ga-event-category="header"
        data-ga-event-action="settings"
      >
        <SettingsOutlined />
      </IconButton>
      {requested ? (
        <React.Suspense fallback={null}>
          <SettingsDrawer open={open} onClose={() => setOpen(false)} />
        </React.Suspense>
      ) : null}
    </>
  );
}
