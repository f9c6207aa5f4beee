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
