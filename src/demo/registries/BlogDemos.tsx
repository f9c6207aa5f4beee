'use client';
import { clientOnly } from '@/src/demo/client-only';
import { setDemoRegistryLoader } from '@/src/demo/registry-loaders';

// The blog demos' registry (bucket loaders, see src/demo/registry.ts) loads with the first demo
// that needs it, not with the page. The server build folds the import away, as the registry's own.
setDemoRegistryLoader('blog', () =>
  typeof window === 'undefined' ? clientOnly() : import('@/generated/demo-registry/blog'),
);

/**
 * Rendered by the route of blog posts (app/(site)/blog/[slug]), so that route, and only it, can load the
 * blog demos' registry. Each registry has its own module: the bundler plans every demo a route
 * can reach, and one shared registry made every route plan every demo.
 */
export function BlogDemos() {
  return null;
}
