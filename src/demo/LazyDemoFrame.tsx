'use client';
import dynamic from 'next/dynamic';

/**
 * The demo frame's code (toolbar, code viewer, runtime wrapper) in a chunk of its own, so
 * guide pages without demos do not download it. next/dynamic (not React.lazy) because it
 * renders into the prerendered HTML in place: React.lazy would stream the frame in after a
 * fallback, and the page would shift.
 */
export const LazyDemoFrame = dynamic(() => import('./DemoFrame').then((mod) => mod.DemoFrame));
