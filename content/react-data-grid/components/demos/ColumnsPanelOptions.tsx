import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Employee {
  id: number;
  name: string;
  team: string;
  office: string;
  startYear: number;
  phone: string;
}

const employees: Employee[] = [
  { id: 1, name: 'Noor Haddad', team: 'Payments', office: 'Lisbon', startYear: 2019, phone: '+351 21 555 0143' },
  { id: 2, name: 'Jakob Lind', team: 'Search', office: 'Malmö', startYear: 2021, phone: '+46 40 555 0178' },
  { id: 3, name: 'Aiko Sato', team: 'Payments', office: 'Remote', startYear: 2017, phone: '+81 3 5550 0192' },
  { id: 4, name: 'Diego Álvarez', team: 'Mobile', office: 'Madrid', startYear: 2022, phone: '+34 91 555 0110' },
];

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'team', headerName: 'Team', width: 110 },
  { field: 'office', headerName: 'Office', width: 110 },
  { field: 'startYear', headerName: 'Since', width: 90 },
  { field: 'phone', headerName: 'Phone', width: 170 },
];

export default function ColumnsPanelOptions() {
  return (
    <Box sx={{ height: 320 }}>
      <DataGrid
        rows={employees}
        columns={columns}
        showToolbar
        initialState={{ columns: { columnVisibilityModel: { phone: false } } }}
        slotProps={{
          // Props of the columns management list inside the columns panel.
          columnsManagement: {
            sort: 'asc',
            getTogglableColumns: (all) => all.filter((column) => column.field !== 'name').map((column) => column.field),
            disableResetButton: true,
          },
        }}
        hideFooter
      />
    </Box>
  );
}
