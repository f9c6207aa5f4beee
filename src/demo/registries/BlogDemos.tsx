'use client';
// Registers the blog demos' bucket loaders when this module loads (see src/demo/registry.ts).
import '@/generated/demo-registry/blog';

/**
 * Rendered by the route of blog posts (app/(site)/blog/[slug]), so that route, and only it, loads the blog
 * demos' registry. Each registry has its own module: the bundler plans every demo a route
 * can reach, and one shared registry made every route plan every demo.
 */
export function BlogDemos() {
  return null;
}
