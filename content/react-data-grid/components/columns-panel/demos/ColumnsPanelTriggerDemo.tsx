import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { ColumnsPanelTrigger, DataGrid, Toolbar, type GridColDef } from '@mui/x-data-grid';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';

interface Employee {
  id: number;
  name: string;
  team: string;
  office: string;
  phone: string;
  started: Date;
}

const rows: Employee[] = [
  { id: 1, name: 'Noor Haddad', team: 'Payments', office: 'Amsterdam', phone: '+31 20 555 0142', started: new Date(2021, 2, 1) },
  { id: 2, name: 'Pieter de Vries', team: 'Mobile', office: 'Utrecht', phone: '+31 30 555 0178', started: new Date(2019, 8, 16) },
  { id: 3, name: 'Adaeze Eze', team: 'Payments', office: 'Remote', phone: '+44 20 5550 0193', started: new Date(2023, 0, 9) },
];

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
  { field: 'team', headerName: 'Team', width: 120 },
  { field: 'office', headerName: 'Office', width: 130 },
  { field: 'phone', headerName: 'Phone', width: 170 },
  { field: 'started', headerName: 'Started', type: 'date', width: 120 },
];

function DirectoryToolbar() {
  return (
    <Toolbar>
      <ColumnsPanelTrigger
        render={(props, state) => (
          <Button
            {...props}
            size="small"
            variant={state.open ? 'contained' : 'outlined'}
            startIcon={<ViewColumnIcon />}
          >
            Columns
          </Button>
        )}
      />
    </Toolbar>
  );
}

export default function ColumnsPanelTriggerDemo() {
  return (
    <Box sx={{ height: 321, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        label="Staff directory"
        slots={{ toolbar: DirectoryToolbar }}
        showToolbar
        initialState={{ columns: { columnVisibilityModel: { phone: false } } }}
      />
    </Box>
  );
}
