import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridInitialState } from '@mui/x-data-grid';

interface BikePart {
  id: number;
  product: string;
  category: string;
  price: number;
  inStock: number;
  sku: string;
  supplier: string;
}

const rows: BikePart[] = [
  { id: 1, product: 'Tubeless tyre 700x28', category: 'Tyres', price: 54.9, inStock: 18, sku: 'TYR-7028', supplier: 'Rollwerk' },
  { id: 2, product: 'Hydraulic disc brakes', category: 'Brakes', price: 189, inStock: 4, sku: 'BRK-H160', supplier: 'Stopline' },
  { id: 3, product: '11-speed chain', category: 'Drivetrain', price: 32.5, inStock: 27, sku: 'DRV-C116', supplier: 'Linkmaster' },
  { id: 4, product: 'Carbon bottle cage', category: 'Accessories', price: 24, inStock: 41, sku: 'ACC-CG02', supplier: 'Peak Carbon' },
  { id: 5, product: 'USB rear light', category: 'Lights', price: 29.9, inStock: 12, sku: 'LGT-R050', supplier: 'Brightway' },
  { id: 6, product: 'Clipless pedals', category: 'Pedals', price: 74, inStock: 0, sku: 'PDL-SP02', supplier: 'Linkmaster' },
];

const columns: GridColDef<BikePart>[] = [
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 180 },
  { field: 'category', headerName: 'Category', width: 120 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 90,
    valueFormatter: (value: number) => `€${value.toFixed(2)}`,
  },
  { field: 'inStock', headerName: 'In stock', type: 'number', width: 90 },
  { field: 'sku', headerName: 'SKU', width: 130 },
  { field: 'supplier', headerName: 'Supplier', width: 150 },
];

// Shoppers rarely need the SKU or the supplier: the grid opens without them,
// and the "Columns" button of the toolbar brings them back.
const initialState: GridInitialState = {
  columns: {
    columnVisibilityModel: { sku: false, supplier: false },
  },
};

export default function InitialColumnVisibility() {
  return (
    <Box sx={{ height: 475, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} initialState={initialState} showToolbar />
    </Box>
  );
}
