import { describe, expect, it } from 'vitest';
import {
  assertValidTree,
  findTrail,
  NavigationDataError,
  pages,
  prevNext,
  pruneTree,
  withApiEntries,
  drawerTree,
} from './tree-utils';
import type { NavItem } from './types';

const tree: NavItem[] = [
  { pathname: '/x/whats-new', title: "What's new" },
  {
    pathname: '/x/group',
    title: 'Group',
    children: [
      { pathname: '/x/group/a', title: 'A' },
      { pathname: '/x/group/b', title: 'B', plan: 'pro' },
    ],
  },
  { pathname: '/x/api/grid-group', title: 'API reference', apiProduct: 'data-grid' },
];

describe('assertValidTree', () => {
  it('accepts a well-formed tree', () => {
    expect(() => assertValidTree(tree)).not.toThrow();
  });

  it('throws on a duplicate pathname and names it', () => {
    const dup: NavItem[] = [
      ...tree,
      { pathname: '/x/group', title: 'Again', children: [{ pathname: '/x/group/a', title: 'A' }] },
    ];
    expect(() => assertValidTree(dup)).toThrow(NavigationDataError);
    expect(() => assertValidTree(dup)).toThrow('Duplicate pathname in navigation data: /x/group');
  });

  it('finds a duplicate between a deep leaf and a top-level page', () => {
    const dup: NavItem[] = [...tree, { pathname: '/x/group/b', title: 'B again' }];
    expect(() => assertValidTree(dup)).toThrow('Duplicate pathname in navigation data: /x/group/b');
  });

  it('rejects a malformed pathname with its location', () => {
    const bad: NavItem[] = [
      { pathname: '/x/g', title: 'G', children: [{ pathname: 'x/no-slash/', title: 'N' }] },
    ];
    expect(() => assertValidTree(bad)).toThrow(/Invalid pathname "x\/no-slash\/".*\/x\/g > x\/no-slash\//);
  });

  it('rejects a page without a title', () => {
    expect(() => assertValidTree([{ pathname: '/x/untitled' }])).toThrow(
      'Navigation page /x/untitled has no title.',
    );
  });

  it('rejects an empty group that is not an API slot', () => {
    expect(() => assertValidTree([{ pathname: '/x/empty', title: 'E', children: [] }])).toThrow('/x/empty');
  });
});

describe('pruneTree', () => {
  it('keeps only pages that exist and the groups that still hold one', () => {
    const linked = pruneTree(tree, (p) => p === '/x/group/b');
    expect(linked).toEqual([
      {
        pathname: '/x/group',
        title: 'Group',
        children: [{ pathname: '/x/group/b', title: 'B', plan: 'pro' }],
      },
    ]);
  });

  it('drops an API slot that has received no entries', () => {
    expect(pruneTree(tree, () => true).map((i) => i.pathname)).toEqual(['/x/whats-new', '/x/group']);
  });
});

describe('withApiEntries', () => {
  it('fills the slot of the matching product only', () => {
    const merged = withApiEntries(tree, {
      'data-grid': [{ pathname: '/x/api/data-grid/data-grid', title: 'DataGrid' }],
    });
    const slot = merged[2]!;
    expect(slot.children).toEqual([{ pathname: '/x/api/data-grid/data-grid', title: 'DataGrid' }]);
    expect(pruneTree(merged, () => true).at(-1)?.pathname).toBe('/x/api/grid-group');
  });
});

describe('reading order', () => {
  it('lists pages depth first', () => {
    expect(pages(tree).map((p) => p.pathname)).toEqual(['/x/whats-new', '/x/group/a', '/x/group/b']);
  });

  it('gives previous and next pages across groups', () => {
    expect(prevNext(tree, '/x/group/a')).toEqual({ prev: tree[0], next: tree[1]!.children![1] });
    expect(prevNext(tree, '/x/whats-new').prev).toBeNull();
    expect(prevNext(tree, '/x/unknown')).toEqual({ prev: null, next: null });
  });

  it('finds the trail of ancestors for breadcrumbs', () => {
    expect(findTrail(tree, '/x/group/b')?.map((i) => i.pathname)).toEqual(['/x/group', '/x/group/b']);
    expect(findTrail(tree, '/x/nowhere')).toBeNull();
  });
});

describe('drawerTree', () => {
  const tree: NavItem[] = [
    {
      pathname: '/x/react-data-grid-group',
      title: 'Data Grid',
      children: [
        {
          pathname: '/x/api/data-grid-group',
          title: 'API reference',
          apiProduct: 'data-grid',
          children: [{ pathname: '/x/api/data-grid/data-grid', title: 'DataGrid' }],
        },
      ],
    },
  ];

  it('keeps the current product’s API list and shortens the others to their index', () => {
    expect(drawerTree(tree, 'data-grid')).toEqual(tree);
    expect(drawerTree(tree, 'charts')[0]!.children).toEqual([
      { pathname: '/x/api/data-grid', title: 'API reference' },
    ]);
    expect(drawerTree(tree, null)[0]!.children![0]!.children).toBeUndefined();
  });
});
