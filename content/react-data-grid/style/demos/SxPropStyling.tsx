import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';

interface Ticket {
  id: number;
  subject: string;
  customer: string;
  channel: string;
  openedHoursAgo: number;
}

const rows: Ticket[] = [
  {
    id: 4812,
    subject: 'Invoice PDF shows the wrong VAT number',
    customer: 'Hollis & Reed',
    channel: 'Email',
    openedHoursAgo: 2,
  },
  {
    id: 4809,
    subject: 'Cannot add a second warehouse address',
    customer: 'Brightwell Foods',
    channel: 'Chat',
    openedHoursAgo: 5,
  },
  {
    id: 4805,
    subject: 'Export to CSV drops accented letters',
    customer: 'Café Lumière',
    channel: 'Email',
    openedHoursAgo: 9,
  },
  {
    id: 4801,
    subject: 'Two-factor code never arrives',
    customer: 'Nordvik Marine',
    channel: 'Phone',
    openedHoursAgo: 14,
  },
  {
    id: 4797,
    subject: 'Request to merge duplicate accounts',
    customer: 'Pine Street Dental',
    channel: 'Chat',
    openedHoursAgo: 26,
  },
];

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: 'Ticket', width: 90 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 240 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'channel', headerName: 'Channel', width: 110 },
  { field: 'openedHoursAgo', headerName: 'Open for (h)', type: 'number', width: 120 },
];

export default function SxPropStyling() {
  return (
    <Box sx={{ height: 318, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        sx={{
          borderRadius: 3,
          borderColor: 'primary.main',
          [`& .${gridClasses.columnHeaderTitle}`]: {
            fontWeight: 700,
            textTransform: 'uppercase',
            letterSpacing: '0.04em',
            fontSize: '0.75rem',
          },
          [`& .${gridClasses.row}:hover`]: {
            bgcolor: 'action.selected',
          },
          [`& .${gridClasses.cell}[data-field="subject"]`]: {
            fontWeight: 500,
          },
        }}
      />
    </Box>
  );
}
