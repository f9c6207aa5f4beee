import { demoBucket, demoFolder, demoRegistry, type DemoRegistryName } from './registry-key';
import { demoRegistryLoader } from './registry-loaders';
import type { DemoRuntime, DemoTheme } from './types';

type Runtime = DemoRuntime;
/** One loader per non-empty bucket: what `generated/demo-registry/<name>.ts` registers. */
export type DemoBuckets = Record<number, () => Promise<{ runtimes: Record<string, Runtime> }>>;

const registries = new Map<DemoRegistryName, DemoBuckets>();
const cache = new Map<string, Promise<Runtime>>();
const themes = new Map<string, Promise<DemoTheme | null>>();

/** Called by the generated registry modules when they load (see registry-loaders.ts). */
export function registerDemos(name: DemoRegistryName, buckets: DemoBuckets): void {
  registries.set(name, buckets);
}

/** A registry's buckets, its module loaded first if this route has set how (registry-loaders.ts). */
async function bucketsOf(name: DemoRegistryName, id: string): Promise<DemoBuckets> {
  if (!registries.has(name)) await demoRegistryLoader(name)?.();
  const buckets = registries.get(name);
  if (!buckets) throw new Error(`Demo ${id}: this route does not load the "${name}" demo registry.`);
  return buckets;
}

/**
 * The runtime of a demo that only runs in the browser, by id. Pages do not import these
 * runtimes: Turbopack loads every client module a route segment can reach on each of its
 * pages, so ~900 demos would put ~900 loaders on every guide page. Instead the route renders
 * its registry component (`<ContentDemos />`), which says how to load the registry: 32 bucket
 * loaders, whatever the number of demos, loaded with the first demo that needs one. The bucket
 * of the demo's folder, loaded on demand, holds the runtimes of a few pages' demos (generated
 * by write-registry.ts). Resolved once per id; a failed load is
 * forgotten so "Try again" retries it.
 */
export function loadDemoRuntime(id: string): Promise<Runtime> {
  const cached = cache.get(id);
  if (cached) return cached;
  const missing = () => new Error(`Demo ${id} has no runtime: run npm run prebuild.`);
  const promise = bucketsOf(demoRegistry(id), id).then((buckets) => {
    const load = buckets[demoBucket(demoFolder(id))];
    if (!load) throw missing();
    return load().then((bucket) => bucket.runtimes[id] ?? Promise.reject(missing()));
  });
  cache.set(id, promise);
  promise.catch(() => cache.delete(id));
  return promise;
}

/**
 * The MUI theme a demo's own module brings (its page's module re-exports it, see
 * pageModuleFiles), or null; loaded with the demo's code, in one chunk group. Cached per id
 * like the runtime, and forgotten on failure.
 */
export function loadDemoTheme(id: string): Promise<DemoTheme | null> {
  const cached = themes.get(id);
  if (cached) return cached;
  const promise = loadDemoRuntime(id).then((runtime) => runtime.loadTheme?.() ?? null);
  themes.set(id, promise);
  promise.catch(() => themes.delete(id));
  return promise;
}
