import { describe, expect, it } from 'vitest';
import { assertLinkedLeavesHavePages, assertPagesInTree, guideCoverage } from './coverage';
import type { NavItem } from './types';

const tree: NavItem[] = [
  {
    pathname: '/x/group',
    title: 'Group',
    children: [
      { pathname: '/x/group/a', title: 'A' },
      { pathname: '/x/group/b', title: 'B' },
    ],
  },
];

describe('assertPagesInTree', () => {
  it('accepts pages that are leaves of the tree', () => {
    expect(() => assertPagesInTree(tree, { '/x/group/a': 'content/group/a/page.mdx' })).not.toThrow();
  });

  it('names the file of a page missing from the tree', () => {
    expect(() => assertPagesInTree(tree, { '/x/orphan': 'content/orphan/page.mdx' })).toThrow(
      'content/orphan/page.mdx is the page /x/orphan, which is not in the navigation tree',
    );
  });

  it('refuses a page written for a group', () => {
    expect(() => assertPagesInTree(tree, { '/x/group': 'content/group/page.mdx' })).toThrow(
      'is a group, not a page',
    );
  });
});

describe('assertLinkedLeavesHavePages', () => {
  it('fails on a linked leaf without a page and names it', () => {
    expect(() => assertLinkedLeavesHavePages(tree, (p) => p === '/x/group/a')).toThrow(
      'Linked navigation leaf /x/group/b has no page.',
    );
  });
});

describe('guideCoverage', () => {
  it('counts written pages and lists the rest', () => {
    expect(guideCoverage(tree, (p) => p === '/x/group/b')).toEqual({
      written: 1,
      total: 2,
      missing: ['/x/group/a'],
    });
  });
});
