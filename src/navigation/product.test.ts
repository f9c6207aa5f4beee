import { describe, expect, it } from 'vitest';
import { getProductInfoFromUrl } from './product';

describe('getProductInfoFromUrl', () => {
  it.each([
    ['/x/react-data-grid/sorting/', 'x-data-grid', 'x'],
    ['/x/react-date-pickers/date-picker/', 'x-date-pickers', 'x'],
    ['/x/react-charts/bars/', 'x-charts', 'x'],
    ['/x/react-tree-view/rich-tree-view/items/', 'x-tree-view', 'x'],
    ['/x/react-data-grid/', 'x-data-grid', 'x'],
    ['/x/react-data-grid', 'x-data-grid', 'x'],
    ['/x/api/data-grid/data-grid/', 'x-data-grid', 'x'],
    ['/x/api/date-pickers/date-picker/', 'x-date-pickers', 'x'],
    ['/x/api/charts/line-chart/', 'x-charts', 'x'],
    ['/x/api/tree-view/tree-item/', 'x-tree-view', 'x'],
    ['/x/introduction/installation/', 'x-introduction', 'x'],
    ['/x/migration/migration-data-grid-v7/', 'x-introduction', 'x'],
    ['/material-ui/react-button/', 'material-ui', 'core'],
    ['/joy-ui/getting-started/', 'joy-ui', 'core'],
    ['/base-ui/react-menu/', 'base-ui', 'core'],
    ['/system/getting-started/', 'system', 'core'],
    ['/toolpad/core/introduction/', 'toolpad', 'toolpad'],
    ['/docs/', 'docs', 'docs'],
    ['/versions/', 'docs', 'docs'],
    ['/production-error/?code=1', 'docs', 'docs'],
    ['/blog/', 'null', 'null'],
    ['/', 'null', 'null'],
    ['/pricing/', 'null', 'null'],
  ])('%s is %s in category %s', (url, productId, productCategoryId) => {
    expect(getProductInfoFromUrl(url)).toEqual({ productId, productCategoryId });
  });

  it('ignores the language prefix, the query and the hash', () => {
    expect(getProductInfoFromUrl('/en/x/react-charts/pie/?a=1#demo')).toEqual({
      productId: 'x-charts',
      productCategoryId: 'x',
    });
    expect(getProductInfoFromUrl('/en/material-ui/')).toEqual({
      productId: 'material-ui',
      productCategoryId: 'core',
    });
  });

  it('does not take a segment that only starts like a product', () => {
    expect(getProductInfoFromUrl('/xylophone/')).toEqual({ productId: 'null', productCategoryId: 'null' });
    expect(getProductInfoFromUrl('/material-uix/')).toEqual({ productId: 'null', productCategoryId: 'null' });
  });
});
