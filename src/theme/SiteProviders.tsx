'use client';
import * as React from 'react';
import { watchCodePreferenceHash } from '../demo/code-preference-hash';
import { applyLicenseKey } from '../license/license';
import { startLater } from '../shell/start-later';

export interface SiteProvidersProps {
  children: React.ReactNode;
  /** The Pro/Premium licence key from configuration (MUI_X_LICENSE_KEY). */
  licenseKey?: string;
}

/**
 * What every themed page sets up: the licence key, and after hydration the colour mode's
 * start-up check and live listeners (color-mode.ts, loaded then: the first-paint script has
 * already applied the mode) and the code-preference hash watcher. The reader's other
 * preferences are stores their readers load (theme-store.ts, demo/CodePreferences.tsx), not
 * providers here. No MUI either: the shell is styled by CSS variables written at build
 * (generated/theme.css); MUI's ThemeProvider wraps only demos and dialogs (MuiTheme.tsx).
 */
export function SiteProviders({ children, licenseKey }: SiteProvidersProps) {
  applyLicenseKey(licenseKey);
  React.useEffect(
    () =>
      startLater(
        () => import('./color-mode'),
        (mod) => mod.startColorMode(),
      ),
    [],
  );
  React.useEffect(watchCodePreferenceHash, []);
  return children;
}
