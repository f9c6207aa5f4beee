import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

interface Ticket {
  id: string;
  subject: string;
  customer: string;
  channel: string;
  priority: string;
  agent: string;
  opened: string;
  replies: number;
  status: string;
  lastMessage: string;
}

const rows: Ticket[] = [
  { id: 'SUP-3381', subject: 'Refund not received', customer: 'Laura Becker', channel: 'Email', priority: 'High', agent: 'Sam Ortiz', opened: '2025-03-02', replies: 4, status: 'Waiting on us', lastMessage: 'It has been ten days since the return was accepted.' },
  { id: 'SUP-3384', subject: 'Cannot change delivery address', customer: 'Kofi Mensah', channel: 'Chat', priority: 'Medium', agent: 'Priya Nair', opened: '2025-03-02', replies: 2, status: 'Waiting on customer', lastMessage: 'Could you confirm the new postcode?' },
  { id: 'SUP-3390', subject: 'Discount code rejected', customer: 'Ana Ribeiro', channel: 'Email', priority: 'Low', agent: 'Sam Ortiz', opened: '2025-03-03', replies: 1, status: 'Open', lastMessage: 'The code SPRING15 says it has expired.' },
  { id: 'SUP-3392', subject: 'Damaged parcel', customer: 'Jonas Vogel', channel: 'Phone', priority: 'High', agent: 'Lee Chang', opened: '2025-03-03', replies: 3, status: 'Waiting on us', lastMessage: 'Photos of the box are attached.' },
  { id: 'SUP-3395', subject: 'Invoice needs a VAT number', customer: 'Chloé Martin', channel: 'Email', priority: 'Low', agent: 'Priya Nair', opened: '2025-03-04', replies: 1, status: 'Open', lastMessage: 'Please add FR 40 303 265 045 to the invoice.' },
];

const columns: GridColDef<Ticket>[] = [
  // Locked to the left from `initialState`; its menu offers no pinning items.
  { field: 'id', headerName: 'Ticket', width: 120, pinnable: false },
  { field: 'subject', headerName: 'Subject', width: 260 },
  { field: 'customer', headerName: 'Customer', width: 160 },
  { field: 'channel', headerName: 'Channel', width: 110 },
  { field: 'priority', headerName: 'Priority', width: 110 },
  { field: 'agent', headerName: 'Agent', width: 140 },
  { field: 'opened', headerName: 'Opened', width: 130 },
  { field: 'replies', headerName: 'Replies', type: 'number', width: 100 },
  { field: 'status', headerName: 'Status', width: 190 },
  // Too wide to pin usefully, so users cannot pin it.
  { field: 'lastMessage', headerName: 'Last message', width: 420, pinnable: false },
];

export default function NonPinnableColumns() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        initialState={{ pinnedColumns: { left: ['id'] } }}
      />
    </Box>
  );
}
