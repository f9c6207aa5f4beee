import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridCellParams, type GridColDef } from '@mui/x-data-grid';

interface StockItem {
  id: string;
  product: string;
  bin: string | null;
  onHand: number;
  reorderAt: number;
  supplier: string | null;
}

const rows: StockItem[] = [
  {
    id: 'SKU-1042',
    product: 'Cordless drill 18 V',
    bin: 'A-03',
    onHand: 46,
    reorderAt: 20,
    supplier: 'Voltline',
  },
  {
    id: 'SKU-1187',
    product: 'Safety goggles, clear',
    bin: 'C-11',
    onHand: 12,
    reorderAt: 40,
    supplier: 'ClearView',
  },
  {
    id: 'SKU-1203',
    product: 'Masking tape 48 mm',
    bin: null,
    onHand: 310,
    reorderAt: 100,
    supplier: 'Adhera',
  },
  { id: 'SKU-1311', product: 'Extension cord 10 m', bin: 'B-07', onHand: 0, reorderAt: 15, supplier: null },
  {
    id: 'SKU-1420',
    product: 'Work gloves, size L',
    bin: 'C-02',
    onHand: 58,
    reorderAt: 60,
    supplier: 'Handwell',
  },
];

const columns: GridColDef<StockItem>[] = [
  { field: 'id', headerName: 'SKU', width: 110 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 180 },
  { field: 'bin', headerName: 'Bin', width: 90 },
  {
    field: 'onHand',
    headerName: 'On hand',
    type: 'number',
    width: 110,
    // Column level: only this column's cells are compared with their reorder point.
    cellClassName: (params: GridCellParams<StockItem, number>) => {
      if (params.value === 0) {
        return 'stock--out';
      }
      return params.value! < params.row.reorderAt ? 'stock--low' : '';
    },
  },
  { field: 'reorderAt', headerName: 'Reorder at', type: 'number', width: 110 },
  { field: 'supplier', headerName: 'Supplier', width: 130 },
];

// Grid level: every column's empty cells get the same class.
const getCellClassName = (params: GridCellParams<StockItem>) => (params.value == null ? 'cell--missing' : '');

export default function CellClassName() {
  return (
    <Box sx={{ height: 318, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getCellClassName={getCellClassName}
        hideFooter
        sx={(theme) => ({
          '& .stock--low': {
            backgroundColor: '#fff4d6',
            color: '#6b4700',
            fontWeight: 600,
            ...theme.applyStyles('dark', { backgroundColor: '#3d3110', color: '#ffe08a' }),
          },
          '& .stock--out': {
            backgroundColor: '#fdecec',
            color: '#8b1a1a',
            fontWeight: 700,
            ...theme.applyStyles('dark', { backgroundColor: '#451c1c', color: '#ffc9c9' }),
          },
          '& .cell--missing::after': {
            content: '"not set"',
            fontStyle: 'italic',
            color: 'text.secondary',
          },
        })}
      />
    </Box>
  );
}
