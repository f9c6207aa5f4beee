'use client';
import * as React from 'react';
import type { DemoCode } from '../types';
import {
  DEFAULT_SETUP,
  serializeSetup,
  setupCookie,
  setupFor,
  setupFromCookies,
  type DemoSetup,
  type SetupKind,
} from './setup';
import { notifySetupChange, useSetupCookie } from './store';

/*
 * The setup's browser side beyond the first load: reading and writing the cookie (the panel,
 * the settings drawer), and fetching a demo's code for a setup (live.tsx).
 */

export function setDemoSetup(setup: DemoSetup): void {
  document.cookie = setupCookie(setup);
  notifySetupChange();
}

export function useDemoSetup(): DemoSetup {
  const cookie = useSetupCookie();
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
  const query = encodeURIComponent(serializeSetup(setupFor(kind, setup)));
  const url = `/api/demo-code/${id}/?setup=${query}&v=${version}`;
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
