import { describe, expect, it } from 'vitest';
import { docsTree } from '../../navigation/tree';
import type { NavItem } from '../../navigation/types';
import { planFeatures, type FeatureRow } from './plan-features';

const tree: NavItem[] = [
  { pathname: '/x/introduction', title: 'Overview' },
  {
    pathname: '/x/react-widget-group',
    title: 'Widget',
    children: [
      { pathname: '/x/react-widget', title: 'Overview' },
      { pathname: '/x/react-widget/quickstart', title: 'Quickstart' },
      {
        pathname: '/x/react-widget/main',
        subheader: 'Main features',
        children: [
          { pathname: '/x/react-widget/sorting', title: 'Sorting' },
          { pathname: '/x/react-widget/pinning', title: 'Pinning', plan: 'pro' },
          { pathname: '/x/react-widget/grouping', title: 'Grouping', plan: 'premium' },
          {
            pathname: '/x/react-widget/filtering-group',
            title: 'Filtering',
            children: [
              { pathname: '/x/react-widget/filtering', title: 'Overview' },
              { pathname: '/x/react-widget/filtering/header', title: 'Header filters', plan: 'pro' },
              { pathname: '/x/react-widget/filtering-recipes', title: 'Recipes' },
            ],
          },
          {
            pathname: '/x/react-widget/ranges',
            title: 'Range components',
            plan: 'pro',
            children: [{ pathname: '/x/react-widget/range-picker', title: 'Range Picker' }],
          },
          { pathname: '/x/react-widget/pivoting', title: 'Pivoting', plan: 'premium', planned: true },
        ],
      },
      {
        pathname: '/x/react-widget/resources',
        subheader: 'Resources',
        children: [{ pathname: '/x/react-widget/events', title: 'Events' }],
      },
      { pathname: '/x/api/widget-group', title: 'API reference', apiProduct: 'data-grid' },
    ],
  },
];

const written = new Set([
  '/x/react-widget/sorting',
  '/x/react-widget/grouping',
  '/x/react-widget/range-picker',
]);
const hasPage = (pathname: string) => written.has(pathname);

function rows(input: readonly NavItem[]): FeatureRow[] {
  return planFeatures(input, hasPage).flatMap((product) => product.sections.flatMap((s) => s.rows));
}

function row(label: string, input: readonly NavItem[] = tree): FeatureRow {
  const found = rows(input).find((r) => r.label === label);
  if (!found) throw new Error(`No row ${label}`);
  return found;
}

describe('planFeatures', () => {
  it('ticks a premium feature under Premium only', () => {
    expect(row('Grouping').included).toEqual([false, false, true]);
  });

  it('ticks a pro feature under Pro and Premium', () => {
    expect(row('Pinning').included).toEqual([false, true, true]);
  });

  it('ticks an unlabelled feature under every plan (Community)', () => {
    expect(row('Sorting')).toMatchObject({ plan: 'community', included: [true, true, true] });
  });

  it('groups by product and section, skipping overviews, recipes, reference and API entries', () => {
    const [widget, ...others] = planFeatures(tree, hasPage);
    expect(others).toEqual([]);
    expect(widget!.title).toBe('Widget');
    expect(widget!.sections.map((s) => s.title)).toEqual(['Main features']);
    expect(widget!.sections[0]!.rows.map((r) => r.label)).toEqual([
      'Sorting',
      'Pinning',
      'Grouping',
      'Filtering',
      'Filtering: Header filters',
      'Range components',
      'Pivoting',
    ]);
  });

  it('makes a group with its own plan one feature, linked to its first page', () => {
    expect(row('Range components')).toMatchObject({
      plan: 'pro',
      href: '/x/react-widget/range-picker/',
    });
  });

  it('links a feature only when its page exists', () => {
    expect(row('Grouping').href).toBe('/x/react-widget/grouping/');
    expect(row('Pinning').href).toBeNull();
    expect(row('Pivoting')).toMatchObject({ href: null, planned: true });
  });

  it('follows the tree: relabelling an item moves its ticks', () => {
    const changed = structuredClone(tree);
    const main = changed[1]!.children![2]!.children!;
    main[0] = { ...main[0]!, plan: 'premium' };
    main.splice(1, 1);
    expect(row('Sorting', changed).included).toEqual([false, false, true]);
    expect(rows(changed).some((r) => r.label === 'Pinning')).toBe(false);
  });

  it('derives the real comparison: cell selection is a Premium-only Data Grid feature', () => {
    const grid = planFeatures(docsTree, () => true).find((p) => p.title === 'Data Grid')!;
    const cellSelection = grid.sections.flatMap((s) => s.rows).find((r) => r.label === 'Cell selection');
    expect(cellSelection?.included).toEqual([false, false, true]);
    expect(planFeatures(docsTree, () => true).map((p) => p.title)).toEqual([
      'Data Grid',
      'Date and Time Pickers',
      'Charts',
      'Tree View',
    ]);
  });
});
