import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Trail {
  id: number;
  name: string;
  region: string;
  lengthKm: number;
  ascentM: number;
  difficulty: 'Easy' | 'Moderate' | 'Hard';
  loop: boolean;
}

const rows: Trail[] = [
  { id: 1, name: 'Cedar Ridge Loop', region: 'North Cascades', lengthKm: 8.4, ascentM: 410, difficulty: 'Moderate', loop: true },
  { id: 2, name: 'Falls Creek Trail', region: 'Blue Ridge', lengthKm: 5.1, ascentM: 180, difficulty: 'Easy', loop: false },
  { id: 3, name: 'Granite Saddle', region: 'Sierra Nevada', lengthKm: 14.7, ascentM: 1120, difficulty: 'Hard', loop: false },
  { id: 4, name: 'Heron Marsh Boardwalk', region: 'Everglades', lengthKm: 2.3, ascentM: 0, difficulty: 'Easy', loop: true },
  { id: 5, name: 'Lookout Tower Climb', region: 'White Mountains', lengthKm: 6.9, ascentM: 640, difficulty: 'Hard', loop: false },
  { id: 6, name: 'Red Canyon Rim', region: 'Colorado Plateau', lengthKm: 11.2, ascentM: 350, difficulty: 'Moderate', loop: true },
];

const columns: GridColDef<Trail>[] = [
  // The trail name identifies the row: users cannot hide it.
  { field: 'name', headerName: 'Trail', flex: 1, minWidth: 170, hideable: false },
  { field: 'region', headerName: 'Region', width: 150 },
  { field: 'lengthKm', headerName: 'Length (km)', type: 'number', width: 110 },
  { field: 'ascentM', headerName: 'Ascent (m)', type: 'number', width: 110 },
  { field: 'difficulty', headerName: 'Difficulty', width: 110 },
  { field: 'loop', headerName: 'Loop', type: 'boolean', width: 80 },
];

export default function ColumnsManagementPanel() {
  return (
    <Box sx={{ height: 475, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} showToolbar />
    </Box>
  );
}
