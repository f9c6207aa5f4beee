import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FilterListIcon from '@mui/icons-material/FilterList';
import { DataGrid, FilterPanelTrigger, Toolbar, type GridColDef } from '@mui/x-data-grid';

interface Ticket {
  id: number;
  subject: string;
  customer: string;
  priority: string;
  ageHours: number;
}

const tickets: Ticket[] = [
  { id: 4812, subject: 'Invoice shows the wrong VAT rate', customer: 'Nordlys AS', priority: 'High', ageHours: 3 },
  { id: 4809, subject: 'Cannot reset two-factor device', customer: 'Bright Pine Ltd', priority: 'Urgent', ageHours: 1 },
  { id: 4795, subject: 'Export to CSV drops accents', customer: 'Maison Colette', priority: 'Normal', ageHours: 26 },
  { id: 4790, subject: 'Request for a data processing agreement', customer: 'Tallis & Webb', priority: 'Low', ageHours: 49 },
  { id: 4786, subject: 'Webhook retries stopped', customer: 'Kestrel Logistics', priority: 'High', ageHours: 52 },
];

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: 'Ticket', width: 90 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 220 },
  { field: 'customer', headerName: 'Customer', width: 160 },
  { field: 'priority', headerName: 'Priority', width: 100 },
  { field: 'ageHours', headerName: 'Age (h)', type: 'number', width: 90 },
];

// The trigger registers itself with the grid: the panel opens under it, wherever the toolbar puts it.
function LeftAlignedToolbar() {
  return (
    <Toolbar style={{ justifyContent: 'flex-start' }}>
      <FilterPanelTrigger
        render={(props, state) => (
          <Button {...props} size="small" startIcon={<FilterListIcon />}>
            Filters{state.filterCount > 0 ? ` (${state.filterCount})` : ''}
          </Button>
        )}
      />
    </Toolbar>
  );
}

export default function FilterPanelPosition() {
  return (
    <Box sx={{ height: 428, width: '100%' }}>
      <DataGrid rows={tickets} columns={columns} showToolbar slots={{ toolbar: LeftAlignedToolbar }} />
    </Box>
  );
}
