'use client';
// Registers the marketing demos' bucket loaders when this module loads (see src/demo/registry.ts).
import '@/generated/demo-registry/marketing';

/**
 * Rendered by the route of the home page, so that route, and only it, loads the marketing
 * demos' registry. Each registry has its own module: the bundler plans every demo a route
 * can reach, and one shared registry made every route plan every demo.
 */
export function MarketingDemos() {
  return null;
}
