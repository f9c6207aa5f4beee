'use client';
import * as React from 'react';
import type { DemoCode } from '../types';
import {
  DEFAULT_SETUP,
  isDefaultFor,
  serializeSetup,
  setupCookie,
  setupFor,
  setupFromCookies,
  SETUP_COOKIE,
  type DemoSetup,
  type SetupKind,
} from './setup';

/*
 * The setup lives in its cookie, an external store, like the code variant (CodePreferences.tsx):
 * every demo reads it through useSyncExternalStore, and a change notifies all of them at once.
 * Static pages render the default; a stored setup applies right after hydration.
 */
const CHANGE_EVENT = 'docs-demo-setup';

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => window.removeEventListener(CHANGE_EVENT, onChange);
}

/** The cookie's raw text: a stable snapshot (a string) for useSyncExternalStore. */
function snapshot(): string {
  const cookie = document.cookie.split('; ').find((c) => c.startsWith(`${SETUP_COOKIE}=`));
  return cookie ?? '';
}

export function setDemoSetup(setup: DemoSetup): void {
  document.cookie = setupCookie(setup);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function useDemoSetup(): DemoSetup {
  const cookie = React.useSyncExternalStore(subscribe, snapshot, () => '');
  return React.useMemo(() => (cookie ? setupFromCookies(cookie) : DEFAULT_SETUP), [cookie]);
}

const cache = new Map<string, Promise<DemoCode>>();

/** A demo's code written for a setup, from the server (src/demo/setup/serve.ts), once per page view. */
export function fetchSetupCode(
  id: string,
  version: string,
  kind: SetupKind,
  setup: DemoSetup,
): Promise<DemoCode> {
  const url = `/api/demo-code/${id}/?setup=${encodeURIComponent(serializeSetup(setupFor(kind, setup)))}&v=${version}`;
  let request = cache.get(url);
  if (!request) {
    request = fetch(url).then(async (response) => {
      if (!response.ok) {
        const reason = ((await response.json().catch(() => ({}))) as { error?: string }).error;
        throw new Error(
          `The code of ${id} for your setup could not be loaded (${reason ?? response.status}).`,
        );
      }
      return response.json() as Promise<DemoCode>;
    });
    request.catch(() => cache.delete(url));
    cache.set(url, request);
  }
  return request;
}

/**
 * The demo's code for the reader's setup: `active` is false when the demo follows no setup or
 * the reader's setup is the default for it (the demo then runs its own module, as always);
 * otherwise `code` arrives once `wanted`.
 */
export function useSetupCode(
  id: string,
  descriptor: { kind: SetupKind; version: string } | undefined,
  wanted: boolean,
): { active: boolean; setup: DemoSetup; code?: DemoCode; error?: string } {
  const setup = useDemoSetup();
  const active = !!descriptor && !isDefaultFor(descriptor.kind, setup);
  const key = descriptor ? serializeSetup(setupFor(descriptor.kind, setup)) : '';
  const [state, setState] = React.useState<{ key?: string; code?: DemoCode; error?: string }>({});
  React.useEffect(() => {
    if (!active || !wanted || !descriptor) return undefined;
    let live = true;
    fetchSetupCode(id, descriptor.version, descriptor.kind, setup).then(
      (code) => live && setState({ key, code }),
      (error: Error) => live && setState({ key, error: error.message }),
    );
    return () => {
      live = false;
    };
    // `key` stands for the setup's fields this demo follows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, active, wanted, key, descriptor?.version]);
  const current = state.key === key ? state : {};
  return {
    active,
    setup,
    code: active ? current.code : undefined,
    error: active ? current.error : undefined,
  };
}
