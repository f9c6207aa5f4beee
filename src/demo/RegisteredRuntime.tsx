'use client';
import * as React from 'react';
import { loadDemoRuntime, loadDemoTheme } from './registry';
import { useInBrowser } from './in-browser';
import { isOnScreen, queueMount } from './mount-queue';
import type { DemoRuntimeProps, DemoTheme } from './types';

/**
 * Renders a browser-only demo found by id in the registry (see registry.ts); suspends while
 * its runtime loads. Nothing on the server, where these demos never run.
 */
export function RegisteredRuntime({ id, source }: { id: string } & DemoRuntimeProps) {
  return useInBrowser() ? <Loaded id={id} source={source} /> : null;
}

function Loaded({ id, source }: { id: string } & DemoRuntimeProps) {
  // The same component for an id on every render: loadDemoRuntime caches its promise.
  const Runtime = React.use(loadDemoRuntime(id));
  // eslint-disable-next-line react-hooks/static-components -- created once per id, not per render
  return <Runtime source={source} />;
}

/**
 * Wraps a browser-only demo in the MUI theme that its page's module re-exports, loaded with the
 * demo (see pageModuleFiles); `fallback` (the frame's own lazily loaded MuiTheme) wraps it when
 * that module has none. Suspends while the module loads.
 */
export function RegisteredTheme({
  id,
  fallback: Fallback,
  children,
}: {
  id: string;
  fallback: DemoTheme;
  children: React.ReactNode;
}) {
  const Theme = React.use(loadDemoTheme(id)) ?? Fallback;
  // The theme commits first, the demo in a transition after it: together, the theme's set-up
  // (its first render builds MUI's theme and injects its variables) lengthened the task that
  // mounts the demo (Rich Tree View items, phone at 4x: longest task 149 → 167 ms, median of 6).
  // The demo waits for its turn (mount-queue.ts); its runtime and module are loaded by now
  // (loadDemoTheme waits for both), so a turn is CPU work only and never waits on the network.
  const [ready, setReady] = React.useState(false);
  const placeholder = React.useRef<HTMLSpanElement>(null);
  const release = React.useRef(() => {});
  React.useEffect(() => {
    release.current = queueMount(
      () => React.startTransition(() => setReady(true)),
      () => isOnScreen(placeholder.current),
    );
    return release.current;
  }, []);
  // The turn ends once the demo has committed: a parent's effects run after its children's.
  React.useEffect(() => {
    if (ready) release.current();
  }, [ready]);
  return (
    // eslint-disable-next-line react-hooks/static-components -- one module's export per id, not per render
    <Theme>
      {ready ? (
        children
      ) : (
        <span ref={placeholder} className="demo-loading">
          Loading demo…
        </span>
      )}
    </Theme>
  );
}
