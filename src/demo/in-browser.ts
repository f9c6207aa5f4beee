'use client';
import * as React from 'react';

// A module of its own: the demo frame's chunk needs this hook and nothing else of runtime.tsx,
// which the demos' runtimes bring in their own chunk group (importing it here put it in both).

const subscribeNever = () => () => {};

/** False on the server and while hydrating, true in the browser after that. */
export function useInBrowser(): boolean {
  return React.useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
