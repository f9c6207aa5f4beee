import type { DemoRegistryName } from './registry-key';

/**
 * How each kind of route loads its demo registry (`generated/demo-registry/<name>.ts`): set by
 * the route's registry component (`src/demo/registries/`) when its module loads, and called by
 * `registry.ts` for the first demo that needs a runtime. The registry itself (32 bucket loaders)
 * is then not part of a page's first load: on Installation, which has no demos, it was 1.8 KB of
 * gzipped JavaScript. This module is what stays: a map.
 */
const loaders = new Map<DemoRegistryName, () => Promise<unknown>>();

export function setDemoRegistryLoader(name: DemoRegistryName, load: () => Promise<unknown>): void {
  loaders.set(name, load);
}

export function demoRegistryLoader(name: DemoRegistryName): (() => Promise<unknown>) | undefined {
  return loaders.get(name);
}

/** Starts loading every registry this route set: the demo frame calls it when its code arrives. */
export function preloadDemoRegistries(): void {
  for (const load of loaders.values()) void load().catch(() => {});
}
