import { describe, expect, it } from 'vitest';
import { groupHits, matchesQuery, rankHits, safeExcerpt, toHit, type SearchHit } from './ranking';

const hit = (over: Partial<SearchHit>): SearchHit => ({
  url: '/x/a/',
  title: 'A',
  excerpt: '',
  product: 'Data Grid',
  kind: 'API',
  score: 1,
  exact: false,
  ...over,
});

describe('toHit', () => {
  it('lists a prop under its component and marks an exact identifier match', () => {
    const h = toHit(
      {
        url: '/x/api/data-grid/data-grid/#prop-checkboxSelection',
        excerpt: '<mark>checkboxSelection</mark>. If true…',
        meta: {
          title: 'checkboxSelection',
          page: 'DataGrid',
          product: 'Data Grid',
          kind: 'API',
          name: 'checkboxSelection',
        },
      },
      50,
      'checkboxselection',
    );
    expect(h).toMatchObject({ title: 'DataGrid', section: 'checkboxSelection', kind: 'API', exact: true });
  });

  it('matches a page name written as words, and keeps a guide section', () => {
    const page = toHit(
      {
        url: '/x/api/date-pickers/date-range-picker/',
        excerpt: '',
        meta: { title: 'DateRangePicker API', name: 'DateRangePicker', kind: 'API', plan: 'pro' },
      },
      1,
      'date range picker',
    );
    expect(page).toMatchObject({ exact: true, plan: 'pro' });
    const section = toHit(
      {
        url: '/x/react-data-grid/sorting/#sort-model',
        excerpt: '',
        meta: { title: 'Sorting', section: 'Sort model', kind: 'Guide' },
      },
      1,
      'sorting',
    );
    expect(section).toMatchObject({ kind: 'Guide', section: 'Sort model', exact: false, product: 'MUI X' });
  });
});

describe('rankHits', () => {
  it('puts exact matches first, the lowest plan first among them, then by score', () => {
    const ranked = rankHits([
      hit({ url: '1', score: 90 }),
      hit({ url: 'premium', exact: true, plan: 'premium', score: 80 }),
      hit({ url: 'community', exact: true, score: 10 }),
      hit({ url: '2', score: 95 }),
    ]);
    expect(ranked.map((h) => h.url)).toEqual(['community', 'premium', '2', '1']);
  });
});

describe('groupHits', () => {
  it('groups by product and kind in the order of each group’s best hit', () => {
    const groups = groupHits([
      hit({ url: 'a', product: 'Data Grid', kind: 'API' }),
      hit({ url: 'b', product: 'Data Grid', kind: 'Guide' }),
      hit({ url: 'c', product: 'Data Grid', kind: 'API' }),
    ]);
    expect(groups.map((g) => [g.label, g.hits.map((h) => h.url)])).toEqual([
      ['Data Grid · API reference', ['a', 'c']],
      ['Data Grid · Guides', ['b']],
    ]);
  });
});

describe('matchesQuery and safeExcerpt', () => {
  it('drops Pagefind’s fallback to a much shorter word', () => {
    expect(matchesQuery(hit({ excerpt: "'x' | <mark>'z'.</mark>" }), 'zzzqqq')).toBe(false);
    expect(matchesQuery(hit({ excerpt: 'the <mark>sortable</mark> flag' }), 'sorting')).toBe(true);
    expect(matchesQuery(hit({ excerpt: 'axis <mark>x</mark>' }), 'x')).toBe(true);
  });

  it('keeps only <mark> from an excerpt', () => {
    expect(safeExcerpt('a <mark>b</mark> <img src=x onerror=alert(1)>')).toBe(
      'a <mark>b</mark> &lt;img src=x onerror=alert(1)>',
    );
  });
});
