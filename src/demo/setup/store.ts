'use client';
import * as React from 'react';

/*
 * The part of the setup every demo page loads: the cookie's raw value, an external store like
 * the code variant's (CodePreferences.tsx), so a change notifies every demo at once. Reading
 * it (the lists, the summary) and writing it are in client.ts, loaded only when the reader has
 * a stored setup or opens a setup control: a reader who never sets one loads ~nothing.
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

type SetupClient = typeof import('./client');
let loading: Promise<SetupClient> | null = null;

export function loadSetupClient(): Promise<SetupClient> {
  return (loading ??= import('./client'));
}

/** The setup's client module once `wanted` (null until it has loaded). */
export function useSetupClient(wanted: boolean): SetupClient | null {
  const [client, setClient] = React.useState<SetupClient | null>(null);
  React.useEffect(() => {
    if (wanted && !client) void loadSetupClient().then(setClient);
  }, [wanted, client]);
  return client;
}
