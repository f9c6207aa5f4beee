import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Sale {
  id: number;
  shop: string;
  product: string;
  unitsSold: number;
  revenue: number;
}

const rows: Sale[] = [
  { id: 1, shop: 'Riverside', product: 'Sourdough loaf', unitsSold: 84, revenue: 546 },
  { id: 2, shop: 'Riverside', product: 'Butter croissant', unitsSold: 152, revenue: 364.8 },
  { id: 3, shop: 'Riverside', product: 'Lemon tart', unitsSold: 41, revenue: 200.9 },
  { id: 4, shop: 'Market Square', product: 'Sourdough loaf', unitsSold: 63, revenue: 409.5 },
  { id: 5, shop: 'Market Square', product: 'Butter croissant', unitsSold: 201, revenue: 482.4 },
  { id: 6, shop: 'Station Road', product: 'Cinnamon bun', unitsSold: 96, revenue: 307.2 },
  { id: 7, shop: 'Station Road', product: 'Rye loaf', unitsSold: 37, revenue: 214.6 },
];

const currency = (value?: number) => (value == null ? '' : `$${value.toFixed(2)}`);

const columns: GridColDef<Sale>[] = [
  { field: 'shop', headerName: 'Shop', width: 150 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 150 },
  { field: 'unitsSold', headerName: 'Units sold', type: 'number', width: 140 },
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 140,
    valueFormatter: currency,
  },
];

export default function AggregationRowGrouping() {
  return (
    <Box sx={{ height: 682, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{
          rowGrouping: { model: ['shop'] },
          aggregation: { model: { unitsSold: 'sum', revenue: 'sum' } },
          columns: { columnVisibilityModel: { shop: false } },
        }}
        defaultGroupingExpansionDepth={1}
      />
    </Box>
  );
}
