import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridComparatorFn } from '@mui/x-data-grid';

type Priority = 'Low' | 'Medium' | 'High' | 'Urgent';

interface Ticket {
  id: number;
  subject: string;
  priority: Priority;
  openedBy: string;
}

const rows: Ticket[] = [
  { id: 101, subject: 'Cannot reset password', priority: 'High', openedBy: 'k.nakamura' },
  { id: 102, subject: 'Invoice shows wrong VAT rate', priority: 'Medium', openedBy: 'm.oyelaran' },
  { id: 103, subject: 'Checkout page returns 500', priority: 'Urgent', openedBy: 'a.becker' },
  { id: 104, subject: 'Typo in welcome email', priority: 'Low', openedBy: 'l.silva' },
  { id: 105, subject: 'Export to CSV is slow', priority: 'Medium', openedBy: 'r.dubois' },
  { id: 106, subject: 'Dark mode contrast issue', priority: 'Low', openedBy: 'j.park' },
];

// Rank the labels by severity instead of comparing them alphabetically.
const rank: Record<Priority, number> = { Low: 0, Medium: 1, High: 2, Urgent: 3 };
const priorityComparator: GridComparatorFn<Priority> = (a, b) => rank[a] - rank[b];

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: 'Ticket', type: 'number', width: 90 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 200 },
  {
    field: 'priority',
    headerName: 'Priority',
    type: 'singleSelect',
    valueOptions: ['Low', 'Medium', 'High', 'Urgent'],
    width: 110,
    sortComparator: priorityComparator,
  },
  { field: 'openedBy', headerName: 'Opened by', width: 130 },
];

export default function CustomComparator() {
  return (
    <Box sx={{ height: 423, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={{ sorting: { sortModel: [{ field: 'priority', sort: 'desc' }] } }}
      />
    </Box>
  );
}
