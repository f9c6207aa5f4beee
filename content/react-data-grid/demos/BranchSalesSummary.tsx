import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface SaleLine {
  id: number;
  branch: string;
  product: string;
  category: 'Coffee' | 'Bakery' | 'Retail';
  units: number;
  revenue: number;
}

// One week of till totals from three cafés, one line per product and branch.
const rows: SaleLine[] = [
  { id: 1, branch: 'Harbour Street', product: 'Flat white', category: 'Coffee', units: 412, revenue: 1442 },
  { id: 2, branch: 'Harbour Street', product: 'Filter coffee', category: 'Coffee', units: 268, revenue: 804 },
  { id: 3, branch: 'Harbour Street', product: 'Cardamom bun', category: 'Bakery', units: 190, revenue: 665 },
  { id: 4, branch: 'Harbour Street', product: 'House beans, 250 g', category: 'Retail', units: 23, revenue: 322 },
  { id: 5, branch: 'Old Market', product: 'Flat white', category: 'Coffee', units: 351, revenue: 1228.5 },
  { id: 6, branch: 'Old Market', product: 'Oat latte', category: 'Coffee', units: 297, revenue: 1128.6 },
  { id: 7, branch: 'Old Market', product: 'Sourdough loaf', category: 'Bakery', units: 74, revenue: 444 },
  { id: 8, branch: 'Station Square', product: 'Filter coffee', category: 'Coffee', units: 530, revenue: 1590 },
  { id: 9, branch: 'Station Square', product: 'Cardamom bun', category: 'Bakery', units: 245, revenue: 857.5 },
  { id: 10, branch: 'Station Square', product: 'Reusable cup', category: 'Retail', units: 31, revenue: 372 },
];

const euros = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });

const columns: GridColDef<SaleLine>[] = [
  { field: 'branch', headerName: 'Branch', width: 150 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 150 },
  {
    field: 'category',
    headerName: 'Category',
    type: 'singleSelect',
    valueOptions: ['Coffee', 'Bakery', 'Retail'],
    width: 110,
  },
  { field: 'units', headerName: 'Units sold', type: 'number', width: 110 },
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 130,
    valueFormatter: (value?: number) => (value == null ? '' : euros.format(value)),
  },
];

export default function BranchSalesSummary() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{
          rowGrouping: { model: ['branch'] },
          aggregation: { model: { units: 'sum', revenue: 'sum' } },
          // The grouping column shows the branch: no need for the branch column too.
          columns: { columnVisibilityModel: { branch: false } },
        }}
        disableRowSelectionOnClick
      />
    </Box>
  );
}
