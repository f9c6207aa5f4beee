'use client';
import * as React from 'react';
import type { DemoCode } from './types';

const cache = new Map<string, Promise<DemoCode>>();

/** Fetches a demo's full code once per page view; every consumer shares the request. */
export function fetchDemoCode(id: string): Promise<DemoCode> {
  let request = cache.get(id);
  if (!request) {
    request = fetch(`/demo-code/${id}.json`).then((response) => {
      if (!response.ok) throw new Error(`The code of ${id} could not be loaded (${response.status}).`);
      return response.json() as Promise<DemoCode>;
    });
    request.catch(() => cache.delete(id));
    cache.set(id, request);
  }
  return request;
}

/** The full code of a demo once `wanted` is true; undefined until it has arrived. */
export function useDemoCode(id: string, wanted: boolean): { code?: DemoCode; error?: string } {
  const [state, setState] = React.useState<{ code?: DemoCode; error?: string }>({});
  React.useEffect(() => {
    if (!wanted) return undefined;
    let live = true;
    fetchDemoCode(id).then(
      (code) => live && setState({ code }),
      (error: Error) => live && setState({ error: error.message }),
    );
    return () => {
      live = false;
    };
  }, [id, wanted]);
  return state;
}
