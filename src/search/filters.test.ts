// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  describeSelection,
  isFiltered,
  pagefindFilters,
  productOfPath,
  readFilters,
  saveFilters,
  toggle,
} from './filters';

describe('productOfPath', () => {
  it('finds the product of guides and API pages, none for suite pages', () => {
    expect(productOfPath('/x/react-data-grid/sorting/')).toBe('data-grid');
    expect(productOfPath('/x/api/date-pickers/date-picker/')).toBe('date-pickers');
    expect(productOfPath('/x/react-charts')).toBe('charts');
    expect(productOfPath('/x/react-tree-view/rich-tree-view/items/')).toBe('tree-view');
    expect(productOfPath('/x/introduction/licensing/')).toBeNull();
    expect(productOfPath('/x/api/unknown/')).toBeNull();
    expect(productOfPath('/blog/upgrading-to-v8/')).toBeNull();
    expect(productOfPath('/x/migration/migration-pickers-v7/')).toBe('date-pickers');
    expect(productOfPath('/x/migration/usage-with-material-ui-v5-v6/')).toBeNull();
  });
});

describe('pagefindFilters', () => {
  it('is empty for no selection; a product keeps the suite-wide pages', () => {
    expect(pagefindFilters({ products: [], kinds: [] })).toEqual({});
    expect(pagefindFilters({ products: ['charts'], kinds: ['guide', 'blog'] })).toEqual({
      product: { any: ['charts', 'suite'] },
      kind: { any: ['guide', 'blog'] },
    });
  });

  it('describes and toggles a selection', () => {
    expect(describeSelection({ products: ['date-pickers'], kinds: ['member', 'guide'] })).toBe(
      'Date and Time Pickers · Guides, Props and members',
    );
    expect(describeSelection({ products: [], kinds: ['blog'] })).toBe('Blog');
    expect(isFiltered({ products: [], kinds: [] })).toBe(false);
    expect(toggle(['a', 'b'], 'a')).toEqual(['b']);
    expect(toggle(['b'], 'a')).toEqual(['b', 'a']);
  });
});

describe('remembered filters', () => {
  beforeEach(() => localStorage.clear());

  it('preselect a product on its pages, every product elsewhere, until the reader changes them', () => {
    expect(readFilters('/x/react-data-grid/sorting/')).toEqual({ products: ['data-grid'], kinds: [] });
    expect(readFilters('/x/api/charts/bar-chart/')).toEqual({ products: ['charts'], kinds: [] });
    expect(readFilters('/x/introduction/')).toEqual({ products: [], kinds: [] });
    // Cleared on a grid page: stays cleared on grid pages; the kinds follow everywhere.
    saveFilters('/x/react-data-grid/sorting/', { products: [], kinds: ['guide'] });
    expect(readFilters('/x/api/data-grid/data-grid/')).toEqual({ products: [], kinds: ['guide'] });
    expect(readFilters('/x/react-charts/')).toEqual({ products: ['charts'], kinds: ['guide'] });
    saveFilters('/x/introduction/', { products: ['tree-view'], kinds: [] });
    expect(readFilters('/x/guides/telemetry/')).toEqual({ products: ['tree-view'], kinds: [] });
  });

  it('ignore a corrupt or unknown stored value', () => {
    localStorage.setItem('mui-docs-search-filters', '{not json');
    expect(readFilters('/x/introduction/')).toEqual({ products: [], kinds: [] });
    localStorage.setItem(
      'mui-docs-search-filters',
      JSON.stringify({ kinds: ['guide', 'nope'], products: { all: ['charts', 'x'], evil: ['charts'] } }),
    );
    expect(readFilters('/x/introduction/')).toEqual({ products: ['charts'], kinds: ['guide'] });
  });
});
