import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

interface Station {
  id: string;
  station: string;
  country: string;
  elevation: number;
  rainfall: number[];
}

// Average monthly rainfall in millimetres, rounded.
const rows: Station[] = [
  { id: 'BGN', station: 'Bergen', country: 'Norway', elevation: 12, rainfall: [250, 194, 190, 131, 104, 126, 149, 193, 260, 275, 279, 272] },
  { id: 'MUM', station: 'Mumbai', country: 'India', elevation: 14, rainfall: [1, 0, 0, 1, 12, 520, 840, 585, 340, 90, 15, 5] },
  { id: 'LIM', station: 'Lima', country: 'Peru', elevation: 154, rainfall: [1, 1, 1, 0, 1, 1, 1, 2, 1, 1, 0, 1] },
  { id: 'SEA', station: 'Seattle', country: 'United States', elevation: 137, rainfall: [142, 95, 95, 70, 50, 39, 15, 23, 39, 88, 157, 141] },
  { id: 'SNG', station: 'Singapore', country: 'Singapore', elevation: 15, rainfall: [222, 105, 154, 166, 171, 132, 159, 176, 169, 194, 256, 288] },
  { id: 'NBO', station: 'Nairobi', country: 'Kenya', elevation: 1661, rainfall: [58, 44, 85, 213, 140, 34, 15, 18, 25, 55, 157, 95] },
];

const columns: GridColDef<Station>[] = [
  { field: 'station', headerName: 'Station', width: 150 },
  { field: 'country', headerName: 'Country', width: 150 },
  { field: 'elevation', headerName: 'Elevation (m)', type: 'number', width: 130 },
  ...months.map<GridColDef<Station>>((month, index) => ({
    field: month.toLowerCase(),
    headerName: month,
    type: 'number',
    width: 100,
    valueGetter: (_value, row) => row.rainfall[index],
  })),
  {
    field: 'total',
    headerName: 'Year (mm)',
    type: 'number',
    width: 120,
    valueGetter: (_value, row) => row.rainfall.reduce((sum, value) => sum + value, 0),
  },
];

export default function InitialPinnedColumns() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        initialState={{ pinnedColumns: { left: ['station'], right: ['total'] } }}
      />
    </Box>
  );
}
