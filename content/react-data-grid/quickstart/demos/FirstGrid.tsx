import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Teammate {
  id: number;
  name: string;
  role: string;
  city: string;
}

const rows: Teammate[] = [
  { id: 1, name: 'Amara Okafor', role: 'Engineering manager', city: 'Lagos' },
  { id: 2, name: 'Jonas Lindqvist', role: 'Frontend engineer', city: 'Stockholm' },
  { id: 3, name: 'Priya Raman', role: 'Product designer', city: 'Bengaluru' },
  { id: 4, name: 'Lucas Moreau', role: 'Backend engineer', city: 'Lyon' },
  { id: 5, name: 'Sofia Castillo', role: 'Data analyst', city: 'Bogotá' },
];

const columns: GridColDef<Teammate>[] = [
  { field: 'name', headerName: 'Name', width: 180 },
  { field: 'role', headerName: 'Role', width: 200 },
  { field: 'city', headerName: 'City', width: 140 },
];

export default function FirstGrid() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
