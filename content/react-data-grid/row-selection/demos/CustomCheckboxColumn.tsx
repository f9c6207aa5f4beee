import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GRID_CHECKBOX_SELECTION_COL_DEF,
  type GridColDef,
} from '@mui/x-data-grid';

interface PickLine {
  id: number;
  bin: string;
  sku: string;
  product: string;
  quantity: number;
}

const rows: PickLine[] = [
  { id: 1, bin: 'A-03-2', sku: 'HX-2210', product: 'Hex bolts M8 × 40, box of 100', quantity: 4 },
  { id: 2, bin: 'A-07-1', sku: 'WS-0816', product: 'Washers M8, box of 250', quantity: 2 },
  { id: 3, bin: 'C-12-4', sku: 'DR-5521', product: 'Cordless drill 18 V', quantity: 1 },
  { id: 4, bin: 'D-01-3', sku: 'GL-0090', product: 'Nitrile gloves, size L', quantity: 6 },
  { id: 5, bin: 'F-22-1', sku: 'TP-3300', product: 'Packing tape 48 mm', quantity: 12 },
];

const columns: GridColDef<PickLine>[] = [
  { field: 'bin', headerName: 'Bin', width: 90 },
  { field: 'sku', headerName: 'SKU', width: 100 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 200 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 70 },
  // The grid's own checkbox column, moved to the end, wider, with a text header.
  {
    ...GRID_CHECKBOX_SELECTION_COL_DEF,
    width: 90,
    headerName: 'Picked',
    renderHeader: () => 'Picked',
  },
];

export default function CustomCheckboxColumn() {
  return (
    <Box sx={{ height: 371, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} checkboxSelection hideFooter />
    </Box>
  );
}
