import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridColumnGroupingModel } from '@mui/x-data-grid';

interface StockLine {
  id: number;
  sku: string;
  product: string;
  bin: string;
  counted: number;
  expected: number;
}

const rows: StockLine[] = [
  { id: 1, sku: 'KB-1102', product: 'Küchenwaage, Edelstahl', bin: 'A-03-2', counted: 48, expected: 50 },
  { id: 2, sku: 'KB-1187', product: 'Moulin à poivre, hêtre', bin: 'A-03-4', counted: 112, expected: 112 },
  { id: 3, sku: 'TX-2210', product: 'Toalla de baño, 70 × 140 cm', bin: 'B-11-1', counted: 305, expected: 300 },
  { id: 4, sku: 'TX-2264', product: 'Sängkläder, linne', bin: 'B-12-3', counted: 27, expected: 32 },
  { id: 5, sku: 'GL-0409', product: 'Verre à vin « Bordeaux »', bin: 'C-02-1', counted: 640, expected: 648 },
];

const columns: GridColDef<StockLine>[] = [
  { field: 'sku', headerName: 'SKU', width: 110 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 200 },
  { field: 'bin', headerName: 'Bin', width: 100 },
  { field: 'counted', headerName: 'Counted', type: 'number', width: 110 },
  { field: 'expected', headerName: 'Expected', type: 'number', width: 110 },
];

const columnGroupingModel: GridColumnGroupingModel = [
  { groupId: 'quantity', headerName: 'Quantity', children: [{ field: 'counted' }, { field: 'expected' }] },
];

export default function ExportToolbarOptions() {
  return (
    <Box sx={{ height: 479, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
        showToolbar
        slotProps={{
          toolbar: {
            csvOptions: {
              fileName: 'stock-count-hall-b',
              delimiter: ';',
              utf8WithBom: true,
            },
            printOptions: {
              fileName: 'Stock count, hall B',
              hideFooter: true,
            },
          },
        }}
      />
    </Box>
  );
}
