/**
 * The pages the whole-visit bench measures (issue 22), on the site and on the naive baseline.
 * Pure data, shared by the bench, the naive app's builder and the tests.
 */

/** The heaviest demo page of each product; their demos are content/<path>/demos/*.tsx. */
export const VISIT_PAGES = [
  '/x/react-data-grid/sorting/',
  '/x/react-data-grid/row-grouping/',
  '/x/react-date-pickers/date-picker/',
  '/x/react-charts/lines/',
  '/x/react-tree-view/rich-tree-view/items/',
] as const;

/** A guide page without demos: its first-load JavaScript has an absolute budget. */
export const GUIDE_PAGE = '/x/introduction/installation/';

/**
 * The page-change clicks, in order, starting on the first path: ten clicks between guide pages,
 * through the site's navigation and the naive app's drawer. Every page is reached at least once,
 * the light guide page three times between heavy ones.
 */
export const PAGE_CHANGE_ROUTE = [
  GUIDE_PAGE,
  '/x/react-data-grid/sorting/',
  '/x/react-charts/lines/',
  GUIDE_PAGE,
  '/x/react-date-pickers/date-picker/',
  '/x/react-tree-view/rich-tree-view/items/',
  '/x/react-data-grid/row-grouping/',
  GUIDE_PAGE,
  '/x/react-tree-view/rich-tree-view/items/',
  '/x/react-data-grid/sorting/',
  '/x/react-charts/lines/',
] as const;
