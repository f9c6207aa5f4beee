/**
 * Where the registry keeps a demo's runtime (see `src/demo/registry.ts`): shared by the
 * build, which writes the registry, and the browser, which reads it, so both agree.
 */

/**
 * Buckets of the registry's first level. Every guide page is one route segment, and Turbopack
 * loads every client module a segment can reach on each of its pages; so the page loads only
 * this many loaders, whatever the number of demos, and each bucket lists a few pages.
 */
export const DEMO_BUCKETS = 32;

/**
 * The registries, one per kind of route that shows browser-only demos: a route loads only
 * its own (guide pages do not plan the blog's demos, and the reverse), see registry.ts.
 */
export const DEMO_REGISTRIES = ['content', 'blog', 'marketing'] as const;
export type DemoRegistryName = (typeof DEMO_REGISTRIES)[number];

/** The registry of a demo, from its id: `blog/...` and `marketing/...`, else the guides'. */
export function demoRegistry(id: string): DemoRegistryName {
  const first = id.split('/')[0];
  return first === 'blog' || first === 'marketing' ? first : 'content';
}

/** The folder a demo belongs to: `react-data-grid/sorting` for `react-data-grid/sorting/BasicSorting`. */
export function demoFolder(id: string): string {
  return id.slice(0, id.lastIndexOf('/'));
}

/** The bucket of a demo folder: FNV-1a of its name, so it never changes between builds. */
export function demoBucket(folder: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < folder.length; i += 1) {
    hash ^= folder.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % DEMO_BUCKETS;
}
