'use client';
import createCache from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

let cache: ReturnType<typeof createCache> | null = null;

/** Emotion cache that mirrors every style (left/right, margins, transforms) for RTL. */
export function getRtlCache() {
  cache ??= createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });
  return cache;
}
