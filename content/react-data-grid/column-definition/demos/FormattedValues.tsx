import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Bike {
  id: number;
  model: string;
  price: number;
  discount: number;
  weightGrams: number;
}

// Values stay raw numbers: prices in euros, discounts as fractions, weights in grams.
const rows: Bike[] = [
  { id: 1, model: 'Trailhawk 29 hardtail', price: 1249, discount: 0.1, weightGrams: 12850 },
  { id: 2, model: 'Cityline 7-speed', price: 649.5, discount: 0, weightGrams: 16300 },
  { id: 3, model: 'Aero SL road frame set', price: 2890, discount: 0.15, weightGrams: 7420 },
  { id: 4, model: 'Folding commuter 20"', price: 879, discount: 0.05, weightGrams: 11900 },
  { id: 5, model: 'Gravel GR2 carbon', price: 3199, discount: 0.2, weightGrams: 8650 },
];

const euros = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });
const percent = new Intl.NumberFormat('en-IE', { style: 'percent' });

const columns: GridColDef<Bike>[] = [
  { field: 'model', headerName: 'Model', flex: 1, minWidth: 200 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => euros.format(value),
  },
  {
    field: 'discount',
    headerName: 'Discount',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => (value === 0 ? 'None' : percent.format(value)),
  },
  {
    field: 'weightGrams',
    headerName: 'Weight',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => `${(value / 1000).toFixed(1)} kg`,
  },
];

export default function FormattedValues() {
  return (
    <Box sx={{ height: 371, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
