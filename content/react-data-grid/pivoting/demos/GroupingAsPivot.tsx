import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Sale {
  id: number;
  shop: string;
  month: string;
  category: string;
  revenue: number;
}

const sales: Sale[] = [
  { id: 1, shop: 'Riverside', month: 'Jan', category: 'Bread', revenue: 4210 },
  { id: 2, shop: 'Riverside', month: 'Jan', category: 'Pastry', revenue: 3180 },
  { id: 3, shop: 'Riverside', month: 'Feb', category: 'Bread', revenue: 3960 },
  { id: 4, shop: 'Market Square', month: 'Jan', category: 'Bread', revenue: 5120 },
  { id: 5, shop: 'Market Square', month: 'Feb', category: 'Pastry', revenue: 2890 },
  { id: 6, shop: 'Station Road', month: 'Feb', category: 'Bread', revenue: 2310 },
];

const columns: GridColDef<Sale>[] = [
  { field: 'shop', headerName: 'Shop', width: 150 },
  { field: 'month', headerName: 'Month', width: 120 },
  { field: 'category', headerName: 'Category', flex: 1, minWidth: 120 },
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 140,
    valueFormatter: (value?: number) => (value == null ? '' : `$${value.toLocaleString('en-US')}`),
  },
];

export default function GroupingAsPivot() {
  return (
    <Box sx={{ height: 578, width: '100%' }}>
      <DataGridPremium
        rows={sales}
        columns={columns}
        defaultGroupingExpansionDepth={1}
        initialState={{
          rowGrouping: { model: ['shop', 'month'] },
          aggregation: { model: { revenue: 'sum' } },
          columns: { columnVisibilityModel: { shop: false, month: false } },
        }}
      />
    </Box>
  );
}
