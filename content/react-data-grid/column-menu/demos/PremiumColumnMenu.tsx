import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Order {
  id: number;
  customer: string;
  region: string;
  product: string;
  units: number;
  revenue: number;
}

const rows: Order[] = [
  { id: 1, customer: 'Fjord Cycles', region: 'Nordics', product: 'Tubeless kit', units: 40, revenue: 1960 },
  { id: 2, customer: 'Velo Lisboa', region: 'Iberia', product: 'Brake pads', units: 120, revenue: 1680 },
  { id: 3, customer: 'Sykkelhuset', region: 'Nordics', product: 'Brake pads', units: 75, revenue: 1050 },
  { id: 4, customer: 'Bici Sevilla', region: 'Iberia', product: 'Chain 12s', units: 30, revenue: 1410 },
  { id: 5, customer: 'Pyörä Oy', region: 'Nordics', product: 'Chain 12s', units: 22, revenue: 1034 },
];

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

const columns: GridColDef<Order>[] = [
  // An identifier: grouping or aggregating it makes no sense.
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150, groupable: false, aggregable: false },
  { field: 'region', headerName: 'Region', width: 120 },
  { field: 'product', headerName: 'Product', width: 130 },
  // Amounts: aggregate them, but don't group by them.
  { field: 'units', headerName: 'Units', type: 'number', width: 100, groupable: false },
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 120,
    groupable: false,
    valueFormatter: (value: number) => usd.format(value),
  },
];

export default function PremiumColumnMenu() {
  return (
    <Box sx={{ height: 371, width: '100%' }}>
      <DataGridPremium rows={rows} columns={columns} />
    </Box>
  );
}
