'use client';
import * as React from 'react';
import type { DemoFrameProps } from './DemoFrame';

/**
 * The demo frame's code (toolbar, code viewer, runtime wrapper) in a chunk of its own, so
 * guide pages without demos do not download it. React.lazy with no Suspense boundary, the way
 * next/dynamic renders (without its ~2.5 KB of chunk-preload machinery on every page, issue
 * 22): the frame is in the prerendered HTML in place; hydration waits for the chunk (it leaves
 * the server's HTML up) and a client navigation keeps the old page until the chunk is there.
 * A Suspense boundary here would be worse: React's server render moves a large finished
 * boundary to the end of the document and swaps it in by script, so the page would shift.
 */
const Frame = React.lazy(() => import('./DemoFrame').then((mod) => ({ default: mod.DemoFrame })));

// A component, not the lazy object itself: a server component renders this export through a
// client reference, which React resolves as a lazy of its own, and a lazy of a lazy is an error.
export function LazyDemoFrame(props: DemoFrameProps) {
  return <Frame {...props} />;
}
