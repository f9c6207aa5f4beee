import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { docsTree } from './tree';
import { assertValidTree, pages, walk } from './tree-utils';
import type { NavItem } from './types';

// The outline is the product owner's reference, kept beside the repository (shared/).
const OUTLINE = join(process.cwd(), '../shared/reference/nav-outline.md');

describe('docsTree', () => {
  it('names every group, so the drawer never shows a bare path', () => {
    const untitled: string[] = [];
    const visit = (items: NavItem[]) => {
      for (const item of items) {
        if (!item.children) continue;
        if (!item.title && !item.subheader) untitled.push(item.pathname);
        visit(item.children);
      }
    };
    visit(docsTree);
    expect(untitled).toEqual([]);
  });

  it('is valid navigation data', () => {
    expect(() => assertValidTree(docsTree)).not.toThrow();
  });

  it('holds the 173 guide pages of the outline', () => {
    expect(pages(docsTree)).toHaveLength(173);
  });

  it('has one API slot per product', () => {
    const slots: string[] = [];
    walk(docsTree, (item) => item.apiProduct && slots.push(item.apiProduct));
    expect(slots.sort()).toEqual(['charts', 'data-grid', 'date-pickers', 'tree-view']);
  });

  it('carries the flags of the outline', () => {
    const byPath = new Map<string, NavItem>();
    walk(docsTree, (item) => byPath.set(item.pathname, item));
    expect(byPath.get('/x/introduction/priority-support')).toMatchObject({
      plan: 'premium',
      newFeature: true,
    });
    expect(byPath.get('/x/react-charts/funnel')).toMatchObject({ plan: 'pro', unstable: true });
    expect(byPath.get('/x/react-data-grid/pivoting')).toMatchObject({ plan: 'premium', planned: true });
    expect(byPath.get('/x/react-data-grid/main-features')).toMatchObject({ subheader: 'Main features' });
  });
});

describe.skipIf(!existsSync(OUTLINE))('docsTree against nav-outline.md', () => {
  const lines = existsSync(OUTLINE) ? readFileSync(OUTLINE, 'utf8').split('```')[1]!.trim().split('\n') : [];
  const outline = lines.map((line) => {
    const [, indent = '', path = '', rest = ''] = /^( *)- (\S+)(.*)$/.exec(line) ?? [];
    return { depth: indent.length / 2, path, rest };
  });
  const byPath = new Map<string, NavItem>();
  walk(docsTree, (item) => byPath.set(item.pathname, item));
  const insideApi = (path: string) =>
    /^\/x\/api\/(data-grid|date-pickers|charts|tree-view)(\/|$|-components-group|-interfaces-group)/.test(
      path,
    );

  it('has every guide entry of the outline with its flags', () => {
    for (const entry of outline.filter((e) => !insideApi(e.path))) {
      const item = byPath.get(entry.path);
      expect(item, entry.path).toBeDefined();
      const flags = /\[([^\]]+)\]/.exec(entry.rest)?.[1] ?? '';
      expect(item!.plan ?? null, entry.path).toBe(
        /premium/.test(flags) ? 'premium' : /pro/.test(flags) ? 'pro' : null,
      );
      expect(!!item!.newFeature, entry.path).toBe(/\bnew\b/.test(flags));
      expect(!!item!.planned, entry.path).toBe(/planned/.test(flags));
      expect(!!item!.unstable, entry.path).toBe(/unstable/.test(flags));
      const subheader = /subheader "([^"]+)"/.exec(entry.rest)?.[1];
      if (subheader) expect(item!.subheader).toBe(subheader);
    }
  });

  it('has no guide entry that the outline does not list', () => {
    const listed = new Set(outline.map((e) => e.path));
    walk(docsTree, (item) => expect(listed.has(item.pathname), item.pathname).toBe(true));
  });
});
