import { describe, expect, it, vi } from 'vitest';

const Sorting = () => null;
// Stands in for generated/demo-registry.ts: bucket 3 holds one folder, with one runtime.
vi.mock('@/generated/demo-registry', () => ({
  buckets: {
    3: () =>
      Promise.resolve({
        folders: {
          'react-data-grid/sorting': () =>
            Promise.resolve({ runtimes: { 'react-data-grid/sorting/BasicSorting': Sorting } }),
        },
      }),
  },
}));
vi.mock('./registry-key', async (original) => ({
  ...(await original<typeof import('./registry-key')>()),
  demoBucket: (folder: string) => (folder === 'react-data-grid/sorting' ? 3 : 4),
}));

import { loadDemoRuntime } from './registry';
import { DEMO_BUCKETS, demoFolder } from './registry-key';

describe('demo registry', () => {
  it('finds a runtime through its bucket and folder, once per id', async () => {
    const first = loadDemoRuntime('react-data-grid/sorting/BasicSorting');
    expect(await first).toBe(Sorting);
    expect(loadDemoRuntime('react-data-grid/sorting/BasicSorting')).toBe(first);
  });

  it('rejects, naming the demo, when the bucket, folder or demo is unknown', async () => {
    await expect(loadDemoRuntime('react-charts/bars/Missing')).rejects.toThrow(
      'Demo react-charts/bars/Missing has no runtime',
    );
    await expect(loadDemoRuntime('react-data-grid/sorting/Missing')).rejects.toThrow('has no runtime');
  });
});

describe('registry key', () => {
  it('takes the folder from the id and gives a stable bucket in range', async () => {
    const { demoBucket } = await vi.importActual<typeof import('./registry-key')>('./registry-key');
    expect(demoFolder('react-data-grid/sorting/BasicSorting')).toBe('react-data-grid/sorting');
    expect(demoBucket('react-data-grid/sorting')).toBe(demoBucket('react-data-grid/sorting'));
    const buckets = new Set(['a', 'b/c', 'react-charts/bars', 'blog/x'].map(demoBucket));
    for (const b of buckets) expect(b >= 0 && b < DEMO_BUCKETS).toBe(true);
  });
});
