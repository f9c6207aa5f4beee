import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridAutosizeOptions, type GridColDef } from '@mui/x-data-grid';

interface Airport {
  id: string;
  name: string;
  city: string;
  country: string;
  opened: number;
}

const rows: Airport[] = [
  { id: 'HND', name: 'Tokyo International Airport (Haneda)', city: 'Tokyo', country: 'Japan', opened: 1931 },
  { id: 'IST', name: 'Istanbul Airport', city: 'Istanbul', country: 'Türkiye', opened: 2018 },
  { id: 'LIS', name: 'Humberto Delgado Airport', city: 'Lisbon', country: 'Portugal', opened: 1942 },
  { id: 'CPT', name: 'Cape Town International Airport', city: 'Cape Town', country: 'South Africa', opened: 1954 },
  { id: 'YVR', name: 'Vancouver International Airport', city: 'Richmond', country: 'Canada', opened: 1931 },
  { id: 'AKL', name: 'Auckland Airport', city: 'Auckland', country: 'New Zealand', opened: 1966 },
];

// No widths: every column starts at the default 100 px, then is fitted to its content on mount.
const columns: GridColDef<Airport>[] = [
  { field: 'id', headerName: 'IATA code' },
  { field: 'name', headerName: 'Airport' },
  { field: 'city', headerName: 'City' },
  { field: 'country', headerName: 'Country' },
  { field: 'opened', headerName: 'Opened', type: 'number', valueFormatter: (value: number) => String(value) },
];

// Fit every value, even the few that are longer than the rest of their column.
const autosizeOptions: GridAutosizeOptions = { includeOutliers: true };

export default function AutosizeOnMount() {
  return (
    <Box sx={{ height: 423, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} autosizeOnMount autosizeOptions={autosizeOptions} />
    </Box>
  );
}
