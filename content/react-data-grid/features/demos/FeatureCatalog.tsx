import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

type Plan = 'Community' | 'Pro' | 'Premium';

interface Feature {
  id: number;
  name: string;
  category: string;
  plan: Plan;
  api: string;
  // The guide page, when it is written.
  guide?: string;
}

const features: Feature[] = [
  { id: 1, name: 'Column types', category: 'Columns', plan: 'Community', api: 'type', guide: '/x/react-data-grid/column-definition/' },
  { id: 2, name: 'Fixed and fluid column widths', category: 'Columns', plan: 'Community', api: 'width, flex', guide: '/x/react-data-grid/column-dimensions/' },
  { id: 3, name: 'Column resizing and autosizing', category: 'Columns', plan: 'Community', api: 'autosizeOnMount', guide: '/x/react-data-grid/column-dimensions/' },
  { id: 4, name: 'Column visibility', category: 'Columns', plan: 'Community', api: 'columnVisibilityModel', guide: '/x/react-data-grid/column-visibility/' },
  { id: 5, name: 'Column groups', category: 'Columns', plan: 'Community', api: 'columnGroupingModel' },
  { id: 6, name: 'Column spanning', category: 'Columns', plan: 'Community', api: 'colSpan' },
  { id: 7, name: 'Column pinning', category: 'Columns', plan: 'Pro', api: 'pinnedColumns' },
  { id: 8, name: 'Column reordering', category: 'Columns', plan: 'Pro', api: 'onColumnOrderChange' },
  { id: 9, name: 'Row spanning', category: 'Rows', plan: 'Community', api: 'rowSpanning' },
  { id: 10, name: 'Variable and automatic row height', category: 'Rows', plan: 'Community', api: 'getRowHeight' },
  { id: 11, name: 'Row pinning', category: 'Rows', plan: 'Pro', api: 'pinnedRows' },
  { id: 12, name: 'Row reordering', category: 'Rows', plan: 'Pro', api: 'rowReordering' },
  { id: 13, name: 'Master-detail panels', category: 'Rows', plan: 'Pro', api: 'getDetailPanelContent' },
  { id: 14, name: 'Tree data', category: 'Rows', plan: 'Pro', api: 'treeData' },
  { id: 15, name: 'Sorting by one column', category: 'Sorting', plan: 'Community', api: 'sortModel', guide: '/x/react-data-grid/sorting/' },
  { id: 16, name: 'Multi-column sorting', category: 'Sorting', plan: 'Pro', api: 'sortModel', guide: '/x/react-data-grid/sorting/#multi-column-sorting' },
  { id: 17, name: 'Filtering on one condition', category: 'Filtering', plan: 'Community', api: 'filterModel' },
  { id: 18, name: 'Quick filter', category: 'Filtering', plan: 'Community', api: 'showToolbar' },
  { id: 19, name: 'Several filter conditions', category: 'Filtering', plan: 'Pro', api: 'filterModel' },
  { id: 20, name: 'Header filters', category: 'Filtering', plan: 'Pro', api: 'headerFilters' },
  { id: 21, name: 'Pagination, up to 100 rows a page', category: 'Pagination', plan: 'Community', api: 'paginationModel' },
  { id: 22, name: 'Optional pagination, any page size', category: 'Pagination', plan: 'Pro', api: 'pagination' },
  { id: 23, name: 'Cell and row editing', category: 'Editing', plan: 'Community', api: 'editMode, processRowUpdate' },
  { id: 24, name: 'Row selection with checkboxes', category: 'Selection', plan: 'Community', api: 'checkboxSelection' },
  { id: 25, name: 'Multiple selection by Ctrl/Shift+click', category: 'Selection', plan: 'Pro', api: 'disableMultipleRowSelection' },
  { id: 26, name: 'Selection of parents and children', category: 'Selection', plan: 'Pro', api: 'rowSelectionPropagation' },
  { id: 27, name: 'Cell range selection', category: 'Selection', plan: 'Premium', api: 'cellSelection' },
  { id: 28, name: 'CSV export and printing', category: 'Export', plan: 'Community', api: 'exportDataAsCsv()' },
  { id: 29, name: 'Excel export', category: 'Export', plan: 'Premium', api: 'exportDataAsExcel()' },
  { id: 30, name: 'Copy to the clipboard', category: 'Clipboard', plan: 'Community', api: 'onClipboardCopy' },
  { id: 31, name: 'Paste from the clipboard', category: 'Clipboard', plan: 'Premium', api: 'disableClipboardPaste' },
  { id: 32, name: 'Row grouping', category: 'Analysis', plan: 'Premium', api: 'rowGroupingModel' },
  { id: 33, name: 'Aggregation', category: 'Analysis', plan: 'Premium', api: 'aggregationModel' },
  { id: 34, name: 'Sizing from the parent element', category: 'Layout', plan: 'Community', api: 'CSS of the parent element', guide: '/x/react-data-grid/layout/' },
  { id: 35, name: 'List view', category: 'Layout', plan: 'Pro', api: 'listView' },
  { id: 36, name: 'Row and column virtualization', category: 'Performance', plan: 'Community', api: 'disableVirtualization' },
  { id: 37, name: 'Infinite loading', category: 'Performance', plan: 'Pro', api: 'onRowsScrollEnd' },
  { id: 38, name: 'Server data source', category: 'Server data', plan: 'Community', api: 'dataSource' },
  { id: 39, name: 'Server-side tree data and lazy loading', category: 'Server data', plan: 'Pro', api: 'dataSource, lazyLoading' },
  { id: 40, name: 'Server-side row grouping and aggregation', category: 'Server data', plan: 'Premium', api: 'dataSource' },
  { id: 41, name: 'Toolbar, density and localization', category: 'Interface', plan: 'Community', api: 'showToolbar, density, localeText' },
];

const planColor = { Community: 'default', Pro: 'primary', Premium: 'secondary' } as const;
// Plans sort from the free one up, not alphabetically.
const planRank: Record<Plan, number> = { Community: 0, Pro: 1, Premium: 2 };

const columns: GridColDef<Feature>[] = [
  {
    field: 'name',
    headerName: 'Feature',
    flex: 1,
    minWidth: 240,
    renderCell: ({ row }) => (row.guide ? <Link href={row.guide}>{row.name}</Link> : row.name),
  },
  {
    field: 'category',
    headerName: 'Category',
    type: 'singleSelect',
    valueOptions: [...new Set(features.map((feature) => feature.category))],
    width: 130,
  },
  {
    field: 'plan',
    headerName: 'Plan',
    type: 'singleSelect',
    valueOptions: ['Community', 'Pro', 'Premium'],
    width: 130,
    sortComparator: (a: Plan, b: Plan) => planRank[a] - planRank[b],
    renderCell: ({ row }) => <Chip size="small" variant="outlined" color={planColor[row.plan]} label={row.plan} />,
  },
  {
    field: 'api',
    headerName: 'Where to start',
    width: 260,
    sortable: false,
    renderCell: ({ value }) => <Box component="code" sx={{ fontSize: 13 }}>{value}</Box>,
  },
];

export default function FeatureCatalog() {
  return (
    <Box sx={{ height: 600, width: '100%' }}>
      <DataGrid
        rows={features}
        columns={columns}
        showToolbar
        label="Data Grid features"
        initialState={{ sorting: { sortModel: [{ field: 'category', sort: 'asc' }] } }}
      />
    </Box>
  );
}
