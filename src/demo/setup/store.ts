'use client';
import * as React from 'react';

/*
 * The part of the setup every demo page loads: the cookie's raw value, an external store like
 * the code variant's (CodePreferences.tsx), so a change notifies every demo at once. Reading
 * it, writing it and fetching a setup's code are in client.ts and live.tsx, loaded only when
 * the reader has a stored setup or opens a setup control.
 */
const CHANGE_EVENT = 'docs-demo-setup';

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => window.removeEventListener(CHANGE_EVENT, onChange);
}

/** `demoSetup=…` as document.cookie has it, or '' (a string: a stable snapshot). */
function snapshot(): string {
  return document.cookie.split('; ').find((c) => c.startsWith('demoSetup=')) ?? '';
}

export function notifySetupChange(): void {
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** The stored setup's cookie text; '' on the server, while hydrating and when none is stored. */
export function useSetupCookie(): string {
  return React.useSyncExternalStore(subscribe, snapshot, () => '');
}
