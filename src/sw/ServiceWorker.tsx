'use client';
import { useEffect } from 'react';
import { startLater } from '../shell/start-later';

/**
 * Registers /x/sw.js on the production host only (spec section 7). The registration code
 * (register.ts) loads after hydration, and only there: it is not in any page's first load.
 */
export function ServiceWorker({ productionHost }: { productionHost?: string }) {
  useEffect(() => {
    if (!productionHost || window.location.host !== productionHost || !('serviceWorker' in navigator)) return;
    return startLater(
      () => import('./register'),
      (mod) => mod.registerServiceWorker(),
    );
  }, [productionHost]);
  return null;
}
