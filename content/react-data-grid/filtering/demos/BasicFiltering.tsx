import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Opening {
  id: number;
  role: string;
  team: string;
  location: string;
  salary: number;
  remote: boolean;
  postedOn: Date;
}

const openings: Opening[] = [
  { id: 1, role: 'Senior backend engineer', team: 'Platform', location: 'Berlin', salary: 92000, remote: true, postedOn: new Date(2025, 2, 3) },
  { id: 2, role: 'Product designer', team: 'Design', location: 'Lisbon', salary: 61000, remote: false, postedOn: new Date(2025, 2, 10) },
  { id: 3, role: 'Data analyst', team: 'Growth', location: 'Toronto', salary: 74000, remote: true, postedOn: new Date(2025, 1, 24) },
  { id: 4, role: 'Site reliability engineer', team: 'Platform', location: 'Dublin', salary: 88000, remote: true, postedOn: new Date(2025, 2, 14) },
  { id: 5, role: 'Content strategist', team: 'Marketing', location: 'Lisbon', salary: 52000, remote: false, postedOn: new Date(2025, 1, 18) },
  { id: 6, role: 'Frontend engineer', team: 'Web', location: 'Berlin', salary: 78000, remote: false, postedOn: new Date(2025, 2, 17) },
  { id: 7, role: 'Engineering manager', team: 'Web', location: 'Toronto', salary: 115000, remote: true, postedOn: new Date(2025, 2, 1) },
  { id: 8, role: 'Lifecycle marketer', team: 'Growth', location: 'Dublin', salary: 58000, remote: true, postedOn: new Date(2025, 2, 6) },
];

const columns: GridColDef<Opening>[] = [
  { field: 'role', headerName: 'Role', flex: 1, minWidth: 180 },
  {
    field: 'team',
    headerName: 'Team',
    type: 'singleSelect',
    valueOptions: ['Design', 'Growth', 'Marketing', 'Platform', 'Web'],
    width: 120,
  },
  { field: 'location', headerName: 'Location', width: 120 },
  {
    field: 'salary',
    headerName: 'Salary (EUR)',
    type: 'number',
    width: 130,
    valueFormatter: (value: number) => value.toLocaleString('en-US'),
  },
  { field: 'remote', headerName: 'Remote', type: 'boolean', width: 100 },
  { field: 'postedOn', headerName: 'Posted', type: 'date', width: 120 },
];

export default function BasicFiltering() {
  return (
    <Box sx={{ height: 580, width: '100%' }}>
      <DataGrid rows={openings} columns={columns} showToolbar />
    </Box>
  );
}
