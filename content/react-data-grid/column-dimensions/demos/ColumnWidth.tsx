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
}

const rows: Trail[] = [
  { id: 1, name: 'Tour du Mont Blanc', region: 'Alps', lengthKm: 170, ascentM: 10000, difficulty: 'Hard' },
  { id: 2, name: 'West Highland Way', region: 'Scottish Highlands', lengthKm: 154, ascentM: 3900, difficulty: 'Moderate' },
  { id: 3, name: 'Laugavegur', region: 'Iceland', lengthKm: 55, ascentM: 1900, difficulty: 'Moderate' },
  { id: 4, name: 'Kungsleden (northern section)', region: 'Lapland', lengthKm: 105, ascentM: 2200, difficulty: 'Easy' },
  { id: 5, name: 'Alta Via 1', region: 'Dolomites', lengthKm: 120, ascentM: 7500, difficulty: 'Hard' },
];

const columns: GridColDef<Trail>[] = [
  { field: 'name', headerName: 'Trail', width: 240 },
  // No `width`: the column gets the default of 100 px, too narrow for "Scottish Highlands".
  { field: 'region', headerName: 'Region' },
  { field: 'lengthKm', headerName: 'Length (km)', type: 'number', width: 120 },
  { field: 'ascentM', headerName: 'Total ascent (m)', type: 'number', width: 160 },
  { field: 'difficulty', headerName: 'Difficulty', width: 110 },
];

export default function ColumnWidth() {
  return (
    <Box sx={{ height: 371, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
