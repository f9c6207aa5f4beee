import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Colleague {
  id: number;
  name: string;
  office: string;
  role: string;
  notes: string;
}

const rows: Colleague[] = [
  { id: 1, name: 'Greta Hoffmann', office: 'Berlin', role: 'Office manager', notes: 'First aider' },
  { id: 2, name: 'Diego Navarro', office: 'Madrid', role: 'Sales lead', notes: 'Visits Berlin clients monthly' },
  { id: 3, name: 'Aylin Demir', office: 'Berlin', role: 'Engineer', notes: 'On call this week' },
  { id: 4, name: 'Pierre Lambert', office: 'Lyon', role: 'Recruiter', notes: 'Runs the Berlin job fair stand' },
  { id: 5, name: 'Noor Aziz', office: 'Madrid', role: 'Engineer', notes: 'Mentors new hires' },
];

const columns: GridColDef<Colleague>[] = [
  { field: 'name', headerName: 'Name', width: 170 },
  { field: 'office', headerName: 'Office', width: 110 },
  { field: 'role', headerName: 'Role', width: 150 },
  {
    field: 'notes',
    headerName: 'Notes',
    flex: 1,
    minWidth: 200,
    // Returning null for every value leaves this column out of the quick filter.
    getApplyQuickFilterFn: () => null,
  },
];

export default function DisableQuickFilterColumn() {
  return (
    <Box sx={{ height: 422, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{ filter: { filterModel: { items: [], quickFilterValues: ['berlin'] } } }}
      />
    </Box>
  );
}
