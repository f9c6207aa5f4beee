'use client';
import dynamic from 'next/dynamic';

/** The tabs' code in its own chunk, rendered in place on the server (see LazyDemoFrame). */
export const LazyTabbedCode = dynamic(() => import('./TabbedCode').then((mod) => mod.TabbedCode));
