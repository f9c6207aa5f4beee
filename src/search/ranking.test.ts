import { describe, expect, it } from 'vitest';
import {
  foldShared,
  groupHits,
  isIdentifier,
  matchesQuery,
  rankHits,
  safeExcerpt,
  toHit,
  type SearchHit,
} from './ranking';

const hit = (over: Partial<SearchHit>): SearchHit => ({
  url: '/x/a/',
  title: 'A',
  excerpt: '',
  product: 'Data Grid',
  kind: 'API',
  score: 1,
  exact: false,
  whole: false,
  uses: 0,
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

  it('puts an exact page before an exact prop or section', () => {
    const ranked = rankHits([
      hit({ url: 'prop', exact: true, section: 'aggregation', score: 50 }),
      hit({ url: 'guide', exact: true, whole: true, kind: 'Guide', score: 5 }),
    ]);
    expect(ranked.map((h) => h.url)).toEqual(['guide', 'prop']);
  });

  it('weighs guides up against API records for words, not for an identifier', () => {
    const hits = [hit({ url: 'api', score: 30 }), hit({ url: 'guide', kind: 'Guide', score: 20 })];
    expect(rankHits(hits, 'chart tooltip').map((h) => h.url)).toEqual(['guide', 'api']);
    expect(rankHits(hits, 'showTooltip').map((h) => h.url)).toEqual(['api', 'guide']);
    expect([isIdentifier('apiRef'), isIdentifier('DataGrid'), isIdentifier('timezone')]).toEqual([
      true,
      true,
      false,
    ]);
  });
});

describe('foldShared', () => {
  it('folds a prop many components share into the copy on the most used component', () => {
    const prop = (url: string, uses: number, score = 40) =>
      hit({ url, section: 'timezone', exact: true, uses, score });
    const folded = foldShared([
      prop('header', 1, 45),
      prop('calendar', 7),
      prop('picker', 15),
      hit({ url: 'guide', kind: 'Guide', whole: true, title: 'UTC and timezones' }),
    ]);
    expect(folded.map((h) => [h.url, h.also])).toEqual([
      ['picker', 2],
      ['guide', undefined],
    ]);
    // Two copies (DataGrid and DataGridPro) are not folded: the plans rank them.
    expect(foldShared([prop('a', 1), prop('b', 1)])).toHaveLength(2);
  });

  it('folds a heading that several pages repeat into the best scored, no longer exact', () => {
    const section = (page: string, score: number) =>
      hit({ url: `/x/${page}/#apiref`, kind: 'Guide', section: 'apiRef', exact: true, score });
    expect(foldShared([section('a', 1), section('b', 3), section('c', 2)])).toEqual([
      expect.objectContaining({ url: '/x/b/#apiref', exact: false, also: 2 }),
    ]);
    expect(foldShared([section('a', 1), section('b', 2)]).map((h) => h.exact)).toEqual([true, true]);
  });

  it('ranks the interface a named prop holds right after the exact matches', () => {
    const ranked = rankHits(
      [
        hit({ url: 'section', kind: 'Guide', score: 16 }),
        hit({ url: 'GridApi', whole: true, holds: true, score: 12 }),
        hit({ url: 'prop', exact: true, score: 36 }),
      ],
      'apiRef',
    );
    expect(ranked.map((h) => h.url)).toEqual(['prop', 'GridApi', 'section']);
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
