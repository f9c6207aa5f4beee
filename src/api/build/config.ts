/**
 * Which packages make up each product, and which interfaces get pages of their own.
 * Components are found in the packages (discover.ts); interfaces are chosen here, because a
 * package exports hundreds of types and only the ones readers configure deserve a page.
 */
import type { ApiProduct, Plan } from '../../navigation/types';

export interface ProductPackage {
  name: string;
  plan?: Plan;
}

export interface ProductConfig {
  product: ApiProduct;
  title: string;
  /** Lowest plan first: a component belongs to the first package that declares it. */
  packages: ProductPackage[];
  /** Interfaces with a page, each looked up in the packages in order. */
  interfaces: string[];
}

/** The version the site documents; a package at another version is named on its pages. */
export const DOCUMENTED_VERSION = '8.0.0-beta.3';

/**
 * Why a package is read at another version: the npm registry this site installs from has no
 * 8.0.0-beta.3 of `@mui/x-charts-pro` or `@mui/x-tree-view-pro`, although the 8.0.0-beta.3
 * changelog lists both, so 8.0.0 and 8.6.0 are installed. The release exists; the registry
 * lacks it. One wording for the API pages, the product indexes and the build log.
 */
export const OTHER_VERSION_REASON = `the npm registry this site installs from has no ${DOCUMENTED_VERSION} of it, although the ${DOCUMENTED_VERSION} changelog lists one`;

/** The sentence an API page shows when its package is installed at another version. */
export function otherVersionNote(pkg: string, version: string): string {
  return `${pkg} ${version} is documented here instead of ${DOCUMENTED_VERSION}: ${OTHER_VERSION_REASON}.`;
}

export const PRODUCTS: ProductConfig[] = [
  {
    product: 'data-grid',
    title: 'Data Grid',
    packages: [
      { name: '@mui/x-data-grid' },
      { name: '@mui/x-data-grid-pro', plan: 'pro' },
      { name: '@mui/x-data-grid-premium', plan: 'premium' },
    ],
    interfaces: [
      'GridApi',
      'GridCellParams',
      'GridColDef',
      'GridSingleSelectColDef',
      'GridActionsColDef',
      'GridListViewColDef',
      'GridExportStateParams',
      'GridFilterItem',
      'GridFilterModel',
      'GridFilterOperator',
      'GridRowClassNameParams',
      'GridRowParams',
      'GridRowSpacingParams',
      'GridAggregationFunction',
      'GridAggregationFunctionDataSource',
      'GridCsvExportOptions',
      'GridPrintExportOptions',
      'GridExcelExportOptions',
    ],
  },
  {
    product: 'date-pickers',
    title: 'Date and Time Pickers',
    packages: [{ name: '@mui/x-date-pickers' }, { name: '@mui/x-date-pickers-pro', plan: 'pro' }],
    interfaces: [],
  },
  {
    product: 'charts',
    title: 'Charts',
    packages: [{ name: '@mui/x-charts' }, { name: '@mui/x-charts-pro', plan: 'pro' }],
    interfaces: ['AxisConfig', 'BarSeriesType', 'LineSeriesType', 'PieSeriesType', 'ScatterSeriesType'],
  },
  {
    product: 'tree-view',
    title: 'Tree View',
    packages: [{ name: '@mui/x-tree-view' }, { name: '@mui/x-tree-view-pro', plan: 'pro' }],
    interfaces: [],
  },
];
