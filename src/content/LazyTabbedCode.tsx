'use client';
import * as React from 'react';

/** The tabs' code in its own chunk, rendered in place on the server (see LazyDemoFrame). */
const Tabs = React.lazy(() => import('./TabbedCode').then((mod) => ({ default: mod.TabbedCode })));

export function LazyTabbedCode(props: React.ComponentProps<typeof Tabs>) {
  return <Tabs {...props} />;
}
