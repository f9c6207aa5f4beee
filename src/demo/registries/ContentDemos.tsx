'use client';
// Registers the content demos' bucket loaders when this module loads (see src/demo/registry.ts).
import '@/generated/demo-registry/content';

/**
 * Rendered by the route of guide pages (app/(site)/x/[...slug]), so that route, and only it, loads the content
 * demos' registry. Each registry has its own module: the bundler plans every demo a route
 * can reach, and one shared registry made every route plan every demo.
 */
export function ContentDemos() {
  return null;
}
