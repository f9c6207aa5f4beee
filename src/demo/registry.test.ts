import { describe, expect, it, vi } from 'vitest';

const Theme = ({ children }: { children: React.ReactNode }) => children;
let themeLoads = 0;
// A runtime as createDemoRuntime makes it: its theme comes from the demo's module; the first load fails.
const Sorting = Object.assign(() => null, {
  loadTheme: () => (++themeLoads === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(Theme)),
});
vi.mock('./registry-key', async (original) => ({
  ...(await original<typeof import('./registry-key')>()),
  demoBucket: (folder: string) => (folder === 'react-data-grid/sorting' ? 3 : 4),
}));

import { loadDemoRuntime, loadDemoTheme, registerDemos } from './registry';
import { setDemoRegistryLoader } from './registry-loaders';

// What generated/demo-registry/content.ts does: bucket 3 holds one runtime.
registerDemos('content', {
  3: () => Promise.resolve({ runtimes: { 'react-data-grid/sorting/BasicSorting': Sorting } }),
});
import { DEMO_BUCKETS, demoFolder, demoRegistry } from './registry-key';

describe('demo registry', () => {
  it('finds a runtime through its bucket, once per id', async () => {
    const first = loadDemoRuntime('react-data-grid/sorting/BasicSorting');
    expect(await first).toBe(Sorting);
    expect(loadDemoRuntime('react-data-grid/sorting/BasicSorting')).toBe(first);
  });

  it('rejects, naming the demo, when its bucket or the demo is unknown', async () => {
    await expect(loadDemoRuntime('react-charts/bars/Missing')).rejects.toThrow(
      'Demo react-charts/bars/Missing has no runtime',
    );
    await expect(loadDemoRuntime('react-data-grid/sorting/Missing')).rejects.toThrow('has no runtime');
  });

  it("loads a demo's theme through its runtime, once per id, and forgets a failed load", async () => {
    await expect(loadDemoTheme('react-data-grid/sorting/BasicSorting')).rejects.toThrow('offline');
    const second = loadDemoTheme('react-data-grid/sorting/BasicSorting');
    expect(await second).toBe(Theme);
    expect(loadDemoTheme('react-data-grid/sorting/BasicSorting')).toBe(second);
    expect(themeLoads).toBe(2);
  });

  it('rejects a demo whose route did not load its registry, naming the registry', async () => {
    await expect(loadDemoRuntime('blog/some-post/Chart')).rejects.toThrow(
      'Demo blog/some-post/Chart: this route does not load the "blog" demo registry.',
    );
  });
});

describe('registry key', () => {
  it("loads a route's registry with the first demo that needs it, once, and retries after a failure", async () => {
    const Chart = () => null;
    let loads = 0;
    // What a route's registry component sets: the registry module registers its buckets when it loads.
    setDemoRegistryLoader('marketing', async () => {
      loads += 1;
      if (loads === 1) throw new Error('offline');
      registerDemos('marketing', {
        4: () => Promise.resolve({ runtimes: { 'marketing/home/Chart': Chart } }),
      });
    });
    await expect(loadDemoRuntime('marketing/home/Chart')).rejects.toThrow('offline');
    expect(await loadDemoRuntime('marketing/home/Chart')).toBe(Chart);
    await loadDemoRuntime('marketing/home/Other').catch(() => {});
    expect(loads).toBe(2);
  });

  it('takes the folder from the id and gives a stable bucket in range', async () => {
    const { demoBucket } = await vi.importActual<typeof import('./registry-key')>('./registry-key');
    expect(demoFolder('react-data-grid/sorting/BasicSorting')).toBe('react-data-grid/sorting');
    expect(demoRegistry('react-data-grid/sorting/BasicSorting')).toBe('content');
    expect(demoRegistry('blog/upgrading-to-v8/SelectionModelV8')).toBe('blog');
    expect(demoRegistry('marketing/home/OrdersGrid')).toBe('marketing');
    expect(demoBucket('react-data-grid/sorting')).toBe(demoBucket('react-data-grid/sorting'));
    const buckets = new Set(['a', 'b/c', 'react-charts/bars', 'blog/x'].map(demoBucket));
    for (const b of buckets) expect(b >= 0 && b < DEMO_BUCKETS).toBe(true);
  });
});
