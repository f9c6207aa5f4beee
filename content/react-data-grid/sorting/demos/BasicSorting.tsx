import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Planet {
  id: number;
  name: string;
  moons: number;
  radiusKm: number;
  discoveredIn: number | null;
}

// Planets visible to the naked eye have no discovery year: `null` sorts before any number in ascending order.
const rows: Planet[] = [
  { id: 1, name: 'Mercury', moons: 0, radiusKm: 2440, discoveredIn: null },
  { id: 2, name: 'Venus', moons: 0, radiusKm: 6052, discoveredIn: null },
  { id: 3, name: 'Earth', moons: 1, radiusKm: 6371, discoveredIn: null },
  { id: 4, name: 'Mars', moons: 2, radiusKm: 3390, discoveredIn: null },
  { id: 5, name: 'Jupiter', moons: 95, radiusKm: 69911, discoveredIn: null },
  { id: 6, name: 'Saturn', moons: 146, radiusKm: 58232, discoveredIn: null },
  { id: 7, name: 'Uranus', moons: 28, radiusKm: 25362, discoveredIn: 1781 },
  { id: 8, name: 'Neptune', moons: 16, radiusKm: 24622, discoveredIn: 1846 },
];

const columns: GridColDef<Planet>[] = [
  { field: 'name', headerName: 'Planet', flex: 1, minWidth: 120 },
  { field: 'moons', headerName: 'Known moons', type: 'number', width: 130 },
  { field: 'radiusKm', headerName: 'Radius (km)', type: 'number', width: 130 },
  {
    field: 'discoveredIn',
    headerName: 'Discovered',
    type: 'number',
    width: 130,
    valueFormatter: (value: number | null) => (value === null ? 'Antiquity' : String(value)),
  },
];

export default function BasicSorting() {
  return (
    <Box sx={{ height: 526, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
