'use client';
import { clientOnly } from '@/src/demo/client-only';
import { setDemoRegistryLoader } from '@/src/demo/registry-loaders';

// The marketing demos' registry (bucket loaders, see src/demo/registry.ts) loads with the first demo
// that needs it, not with the page. The server build folds the import away, as the registry's own.
setDemoRegistryLoader('marketing', () =>
  typeof window === 'undefined' ? clientOnly() : import('@/generated/demo-registry/marketing'),
);

/**
 * Rendered by the route of the home page (app/(site)/page.tsx), so that route, and only it, can load the
 * marketing demos' registry. Each registry has its own module: the bundler plans every demo a route
 * can reach, and one shared registry made every route plan every demo.
 */
export function MarketingDemos() {
  return null;
}
