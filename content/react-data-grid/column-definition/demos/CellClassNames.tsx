import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridCellParams, type GridColDef } from '@mui/x-data-grid';

interface Reading {
  id: number;
  city: string;
  low: number;
  high: number;
}

// Temperatures in °C for one January day.
const rows: Reading[] = [
  { id: 1, city: 'Reykjavík', low: -3, high: 2 },
  { id: 2, city: 'Montréal', low: -14, high: -6 },
  { id: 3, city: 'Lisbon', low: 8, high: 15 },
  { id: 4, city: 'Sydney', low: 20, high: 31 },
  { id: 5, city: 'Dubai', low: 17, high: 25 },
  { id: 6, city: 'Alice Springs', low: 22, high: 37 },
];

// Returns a class name only for the cells that need one.
function temperatureClass(params: GridCellParams<Reading, number>) {
  if (params.value == null) {
    return '';
  }
  if (params.value < 0) {
    return 'temperature--freezing';
  }
  return params.value >= 30 ? 'temperature--hot' : '';
}

const columns: GridColDef<Reading>[] = [
  { field: 'city', headerName: 'City', flex: 1, minWidth: 160 },
  { field: 'low', headerName: 'Low (°C)', type: 'number', width: 120, cellClassName: temperatureClass },
  { field: 'high', headerName: 'High (°C)', type: 'number', width: 120, cellClassName: temperatureClass },
];

export default function CellClassNames() {
  return (
    <Box
      sx={(theme) => ({
        height: 423,
        width: '100%',
        '& .temperature--freezing': {
          backgroundColor: theme.palette.info.dark,
          color: theme.palette.info.contrastText,
          fontWeight: 600,
        },
        '& .temperature--hot': {
          backgroundColor: theme.palette.error.dark,
          color: theme.palette.error.contrastText,
          fontWeight: 600,
        },
      })}
    >
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
