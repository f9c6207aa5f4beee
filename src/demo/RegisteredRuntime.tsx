'use client';
import * as React from 'react';
import { loadDemoRuntime } from './registry';
import { useInBrowser } from './runtime';
import type { DemoRuntimeProps } from './types';

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
