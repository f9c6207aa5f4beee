import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid, FilterPanelTrigger, Toolbar, type GridColDef } from '@mui/x-data-grid';
import FilterListIcon from '@mui/icons-material/FilterList';

interface Ticket {
  id: number;
  subject: string;
  priority: string;
  status: string;
  assignee: string;
}

const rows: Ticket[] = [
  { id: 1, subject: 'Cannot reset password', priority: 'High', status: 'Open', assignee: 'Lena' },
  { id: 2, subject: 'Invoice shows wrong VAT rate', priority: 'Medium', status: 'Open', assignee: 'Kwame' },
  { id: 3, subject: 'Export to CSV times out', priority: 'High', status: 'Waiting', assignee: 'Lena' },
  { id: 4, subject: 'Typo on the pricing page', priority: 'Low', status: 'Closed', assignee: 'Rafael' },
];

const columns: GridColDef<Ticket>[] = [
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 200 },
  { field: 'priority', headerName: 'Priority', width: 130 },
  { field: 'status', headerName: 'Status', width: 130 },
  { field: 'assignee', headerName: 'Assignee', width: 130 },
];

function TicketsToolbar() {
  return (
    <Toolbar>
      <FilterPanelTrigger
        render={(props, state) => (
          <Button
            {...props}
            size="small"
            variant={state.open ? 'contained' : 'outlined'}
            startIcon={<FilterListIcon />}
          >
            {state.filterCount > 0 ? `Filters (${state.filterCount})` : 'Filters'}
          </Button>
        )}
      />
    </Toolbar>
  );
}

export default function FilterPanelTriggerDemo() {
  return (
    <Box sx={{ height: 321, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        label="Support tickets"
        slots={{ toolbar: TicketsToolbar }}
        showToolbar
        initialState={{
          filter: {
            filterModel: { items: [{ id: 1, field: 'status', operator: 'isAnyOf', value: ['Open', 'Waiting'] }] },
          },
        }}
      />
    </Box>
  );
}
