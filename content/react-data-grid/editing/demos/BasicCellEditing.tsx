import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Part {
  id: number;
  name: string;
  bin: string;
  category: string;
  quantity: number;
  lastCounted: Date;
  hazardous: boolean;
}

const rows: Part[] = [
  { id: 1, name: 'Hex bolt M8 × 40', bin: 'A-01', category: 'Fasteners', quantity: 1240, lastCounted: new Date(2025, 2, 3), hazardous: false },
  { id: 2, name: 'Hydraulic oil ISO 46, 20 L', bin: 'H-12', category: 'Fluids', quantity: 18, lastCounted: new Date(2025, 2, 10), hazardous: true },
  { id: 3, name: 'Deep groove bearing 6204', bin: 'B-07', category: 'Bearings', quantity: 96, lastCounted: new Date(2025, 1, 24), hazardous: false },
  { id: 4, name: 'V-belt SPA 1250', bin: 'C-03', category: 'Transmission', quantity: 32, lastCounted: new Date(2025, 2, 1), hazardous: false },
  { id: 5, name: 'Contact cleaner spray', bin: 'H-04', category: 'Fluids', quantity: 45, lastCounted: new Date(2025, 1, 17), hazardous: true },
];

const columns: GridColDef<Part>[] = [
  { field: 'name', headerName: 'Part', flex: 1, minWidth: 200, editable: true },
  { field: 'bin', headerName: 'Bin', width: 90 },
  {
    field: 'category',
    headerName: 'Category',
    type: 'singleSelect',
    valueOptions: ['Bearings', 'Fasteners', 'Fluids', 'Transmission'],
    width: 140,
    editable: true,
  },
  { field: 'quantity', headerName: 'On hand', type: 'number', width: 110, editable: true },
  { field: 'lastCounted', headerName: 'Last counted', type: 'date', width: 140, editable: true },
  { field: 'hazardous', headerName: 'Hazardous', type: 'boolean', width: 110, editable: true },
];

export default function BasicCellEditing() {
  return (
    <Box sx={{ height: 318, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
