import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridInitialState } from '@mui/x-data-grid';

interface Task {
  id: number;
  title: string;
  owner: string;
  status: 'To do' | 'In progress' | 'Done';
  due: Date;
  estimate: number;
}

const tasks: Task[] = [
  { id: 1, title: 'Migrate billing webhooks', owner: 'Sana', status: 'In progress', due: new Date(2025, 4, 9), estimate: 5 },
  { id: 2, title: 'Audit unused feature flags', owner: 'Leo', status: 'To do', due: new Date(2025, 4, 20), estimate: 2 },
  { id: 3, title: 'Fix CSV import encoding', owner: 'Mina', status: 'Done', due: new Date(2025, 4, 2), estimate: 1 },
  { id: 4, title: 'Rate-limit the public API', owner: 'Sana', status: 'To do', due: new Date(2025, 4, 14), estimate: 3 },
  { id: 5, title: 'Onboarding email sequence', owner: 'Ravi', status: 'In progress', due: new Date(2025, 4, 6), estimate: 4 },
  { id: 6, title: 'Upgrade the database driver', owner: 'Leo', status: 'Done', due: new Date(2025, 3, 28), estimate: 2 },
  { id: 7, title: 'Dark mode for the dashboard', owner: 'Mina', status: 'To do', due: new Date(2025, 5, 2), estimate: 8 },
];

const columns: GridColDef<Task>[] = [
  { field: 'title', headerName: 'Task', flex: 1, minWidth: 180 },
  { field: 'owner', headerName: 'Owner', width: 100 },
  { field: 'status', headerName: 'Status', type: 'singleSelect', valueOptions: ['To do', 'In progress', 'Done'], width: 120 },
  { field: 'due', headerName: 'Due', type: 'date', width: 110 },
  { field: 'estimate', headerName: 'Estimate (days)', type: 'number', width: 130 },
];

// Applied once, when the grid mounts: the user can change every part of it afterwards.
const initialState: GridInitialState = {
  sorting: { sortModel: [{ field: 'due', sort: 'asc' }] },
  filter: { filterModel: { items: [{ field: 'status', operator: 'not', value: 'Done' }] } },
  columns: { columnVisibilityModel: { estimate: false } },
  pagination: { paginationModel: { pageSize: 5 } },
  density: 'compact',
};

export default function InitialState() {
  return (
    <Box sx={{ height: 290 }}>
      <DataGrid rows={tasks} columns={columns} initialState={initialState} pageSizeOptions={[5, 10]} />
    </Box>
  );
}
