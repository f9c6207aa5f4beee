import { describe, expect, it } from 'vitest';
import { apiNavEntries } from './nav';
import type { ApiManifest } from './types';

const manifest = {
  products: {
    'data-grid': {
      title: 'Data Grid',
      packages: [],
      entries: [
        { name: 'DataGrid', slug: 'data-grid', kind: 'component', summary: '' },
        { name: 'DataGridPro', slug: 'data-grid-pro', kind: 'component', plan: 'pro', summary: '' },
        { name: 'GridApi', slug: 'grid-api', kind: 'interface', summary: '' },
      ],
    },
    'tree-view': {
      title: 'Tree View',
      packages: [],
      entries: [{ name: 'TreeItem', slug: 'tree-item', kind: 'component', summary: '' }],
    },
  },
} as unknown as ApiManifest;

describe('apiNavEntries', () => {
  it('puts the index first and groups components and interfaces under subheaders', () => {
    const { 'data-grid': grid, 'tree-view': tree } = apiNavEntries(manifest);
    expect(grid![0]).toEqual({ pathname: '/x/api/data-grid', title: 'Index' });
    expect(grid![1]).toMatchObject({
      subheader: 'Components',
      pathname: '/x/api/data-grid-components-group',
    });
    expect(grid![1]!.children![1]).toEqual({
      pathname: '/x/api/data-grid/data-grid-pro',
      title: 'DataGridPro',
      plan: 'pro',
    });
    expect(grid![2]!.children!.map((c) => c.title)).toEqual(['GridApi']);
    // Without interfaces, the components follow the index directly.
    expect(tree!.map((i) => i.title)).toEqual(['Index', 'TreeItem']);
  });
});
