import { mkdirSync, mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoBucket } from '../registry-key';
import { writeDemoRegistry } from './write-registry';

describe('writeDemoRegistry', () => {
  it('writes buckets that lead from a folder to its runtimes, and nothing per demo on top', () => {
    const root = mkdtempSync(join(tmpdir(), 'registry-'));
    const ids = [
      'react-data-grid/sorting/BasicSorting',
      'react-data-grid/sorting/Multi',
      'react-charts/bars/Stacked',
    ];
    for (const folder of ['react-data-grid/sorting', 'react-charts/bars'])
      mkdirSync(join(root, 'generated/demos', folder), { recursive: true });
    writeDemoRegistry(root, ids);

    const index = readFileSync(join(root, 'generated/demo-registry.ts'), 'utf8');
    const sorting = demoBucket('react-data-grid/sorting');
    expect(index).toContain(`  ${sorting}: () => (typeof window === 'undefined' ? clientOnly()`);
    // The first level lists buckets only: no demo or folder names.
    expect(index).not.toContain('BasicSorting');
    expect(index).not.toContain('react-data-grid/sorting');

    const bucket = readFileSync(join(root, `generated/demo-buckets/${sorting}.ts`), 'utf8');
    expect(bucket).toContain('"react-data-grid/sorting": () =>');
    expect(bucket).toContain('import("@/generated/demos/react-data-grid/sorting/_runtimes")');

    const runtimes = readFileSync(join(root, 'generated/demos/react-data-grid/sorting/_runtimes.ts'), 'utf8');
    expect(runtimes).toContain("import R1 from './Multi.client';");
    expect(runtimes).toContain('"react-data-grid/sorting/BasicSorting": R0,');
    expect(runtimes).not.toContain('Stacked');
    const expectedBuckets = new Set([sorting, demoBucket('react-charts/bars')]).size;
    expect(readdirSync(join(root, 'generated/demo-buckets'))).toHaveLength(expectedBuckets);
  });
});
