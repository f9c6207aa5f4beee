import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridColumnGroupingModel } from '@mui/x-data-grid';

interface StockLine {
  id: number;
  product: string;
  sku: string;
  lyonOnHand: number;
  lyonReserved: number;
  portoOnHand: number;
  portoReserved: number;
}

const rows: StockLine[] = [
  { id: 1, product: 'Ceramic pour-over dripper', sku: 'KT-1042', lyonOnHand: 140, lyonReserved: 32, portoOnHand: 85, portoReserved: 10 },
  { id: 2, product: 'Burr coffee grinder', sku: 'KT-2210', lyonOnHand: 36, lyonReserved: 30, portoOnHand: 12, portoReserved: 12 },
  { id: 3, product: 'Gooseneck kettle, 1 l', sku: 'KT-3005', lyonOnHand: 58, lyonReserved: 4, portoOnHand: 71, portoReserved: 25 },
  { id: 4, product: 'Paper filters (pack of 100)', sku: 'KT-0090', lyonOnHand: 920, lyonReserved: 150, portoOnHand: 640, portoReserved: 210 },
  { id: 5, product: 'Glass carafe, 600 ml', sku: 'KT-1120', lyonOnHand: 0, lyonReserved: 0, portoOnHand: 44, portoReserved: 18 },
];

const columns: GridColDef<StockLine>[] = [
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 180 },
  { field: 'sku', headerName: 'SKU', width: 90 },
  { field: 'lyonOnHand', headerName: 'On hand', type: 'number', width: 100 },
  { field: 'lyonReserved', headerName: 'Reserved', type: 'number', width: 100 },
  { field: 'portoOnHand', headerName: 'On hand', type: 'number', width: 100 },
  { field: 'portoReserved', headerName: 'Reserved', type: 'number', width: 100 },
  {
    field: 'available',
    headerName: 'Available',
    type: 'number',
    width: 100,
    valueGetter: (_value, row) =>
      row.lyonOnHand - row.lyonReserved + row.portoOnHand - row.portoReserved,
  },
];

// Two levels: "Stock" holds two warehouse groups and one column of its own.
const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'stock',
    headerName: 'Stock',
    children: [
      {
        groupId: 'lyon',
        headerName: 'Lyon warehouse',
        children: [{ field: 'lyonOnHand' }, { field: 'lyonReserved' }],
      },
      {
        groupId: 'porto',
        headerName: 'Porto warehouse',
        children: [{ field: 'portoOnHand' }, { field: 'portoReserved' }],
      },
      { field: 'available' },
    ],
  },
];

export default function NestedColumnGroups() {
  return (
    <Box sx={{ height: 483, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
        showColumnVerticalBorder
      />
    </Box>
  );
}
