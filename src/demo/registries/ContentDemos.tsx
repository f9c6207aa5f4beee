'use client';
import { clientOnly } from '@/src/demo/client-only';
import { setDemoRegistryLoader } from '@/src/demo/registry-loaders';

// The content demos' registry (bucket loaders, see src/demo/registry.ts) loads with the first demo
// that needs it, not with the page. The server build folds the import away, as the registry's own.
setDemoRegistryLoader('content', () =>
  typeof window === 'undefined' ? clientOnly() : import('@/generated/demo-registry/content'),
);

/**
 * Rendered by the route of guide pages (app/(site)/x/[...slug]), so that route, and only it, can load the
 * content demos' registry. Each registry has its own module: the bundler plans every demo a route
 * can reach, and one shared registry made every route plan every demo.
 */
export function ContentDemos() {
  return null;
}
