import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoBucket } from '../registry-key';
import { writeDemoRegistry } from './write-registry';

describe('writeDemoRegistry', () => {
  it('writes one registry per kind of route, each bucket holding the runtimes of its folders', () => {
    const root = mkdtempSync(join(tmpdir(), 'registry-'));
    const ids = [
      'react-data-grid/sorting/BasicSorting',
      'react-data-grid/sorting/Multi',
      'react-charts/bars/Stacked',
      'blog/upgrading-to-v8/SelectionModelV8',
    ];
    writeDemoRegistry(root, ids);

    const content = readFileSync(join(root, 'generated/demo-registry/content.ts'), 'utf8');
    const sorting = demoBucket('react-data-grid/sorting');
    const bars = demoBucket('react-charts/bars');
    expect(content).toContain(`registerDemos("content", {`);
    expect(content).toContain(`  ${sorting}: () => (typeof window === 'undefined' ? clientOnly()`);
    // The level every page loads lists buckets only: no demo or folder names.
    expect(content).not.toContain('BasicSorting');
    expect(content).not.toContain('react-data-grid/sorting');

    const bucket = readFileSync(join(root, `generated/demo-buckets/content/${sorting}.ts`), 'utf8');
    expect(bucket).toContain("import R1 from '@/generated/demos/react-data-grid/sorting/Multi.client';");
    expect(bucket).toContain('"react-data-grid/sorting/BasicSorting": R0,');
    if (bars !== sorting) expect(bucket).not.toContain('Stacked');
    expect(bucket).not.toContain('blog/');
    expect(readdirSync(join(root, 'generated/demo-buckets/content'))).toHaveLength(
      new Set([sorting, bars]).size,
    );

    // The blog's registry has the blog's demo only; the home page's is empty but exists.
    const blog = readFileSync(join(root, 'generated/demo-registry/blog.ts'), 'utf8');
    expect(blog).toContain(`demo-buckets/blog/${demoBucket('blog/upgrading-to-v8')}`);
    expect(readFileSync(join(root, 'generated/demo-registry/marketing.ts'), 'utf8')).toContain(
      'registerDemos("marketing", {\n});',
    );
  });
});
