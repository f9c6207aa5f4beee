import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Sale {
  id: number;
  product: string;
  category: string;
  unitsSold: number;
  unitPrice: number;
}

const rows: Sale[] = [
  { id: 1, product: 'Sourdough loaf', category: 'Bread', unitsSold: 84, unitPrice: 6.5 },
  { id: 2, product: 'Rye loaf', category: 'Bread', unitsSold: 37, unitPrice: 5.8 },
  { id: 3, product: 'Butter croissant', category: 'Viennoiserie', unitsSold: 152, unitPrice: 2.4 },
  { id: 4, product: 'Pain au chocolat', category: 'Viennoiserie', unitsSold: 118, unitPrice: 2.7 },
  { id: 5, product: 'Lemon tart', category: 'Pastry', unitsSold: 41, unitPrice: 4.9 },
  { id: 6, product: 'Cinnamon bun', category: 'Pastry', unitsSold: 96, unitPrice: 3.2 },
];

const columns: GridColDef<Sale>[] = [
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 160 },
  { field: 'category', headerName: 'Category', width: 140 },
  { field: 'unitsSold', headerName: 'Units sold', type: 'number', width: 140 },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 140,
    valueFormatter: (value?: number) => (value == null ? '' : `$${value.toFixed(2)}`),
  },
];

export default function InitialAggregation() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{
          aggregation: { model: { unitsSold: 'sum', unitPrice: 'avg' } },
        }}
      />
    </Box>
  );
}
