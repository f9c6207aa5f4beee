import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD,
  type GridColDef,
} from '@mui/x-data-grid-premium';

interface Loan {
  id: number;
  title: string;
  branch: string;
  genre: string;
  borrower: string;
  daysOut: number;
}

const rows: Loan[] = [
  { id: 1, title: 'The Salt Road', branch: 'Central', genre: 'Fiction', borrower: 'M. Okafor', daysOut: 12 },
  { id: 2, title: 'A Field Guide to Mosses', branch: 'Riverside', genre: 'Nature', borrower: 'T. Lindqvist', daysOut: 3 },
  { id: 3, title: 'Winter Orchard', branch: 'Central', genre: 'Fiction', borrower: 'A. Haddad', daysOut: 25 },
  { id: 4, title: 'Bridges of Iron', branch: 'Hillcrest', genre: 'History', borrower: 'J. Moreau', daysOut: 8 },
  { id: 5, title: 'Night Tides', branch: 'Central', genre: 'Poetry', borrower: 'S. Nakamura', daysOut: 17 },
  { id: 6, title: 'Pocket Astronomy', branch: 'Riverside', genre: 'Nature', borrower: 'E. Brennan', daysOut: 30 },
  { id: 7, title: 'The Clockmaker', branch: 'Central', genre: 'Fiction', borrower: 'R. Silva', daysOut: 6 },
  { id: 8, title: 'Letters from Lisbon', branch: 'Hillcrest', genre: 'History', borrower: 'K. Novak', daysOut: 21 },
];

// Wide enough to scroll sideways: the grouping column stays on the left.
const columns: GridColDef<Loan>[] = [
  { field: 'title', headerName: 'Title', width: 260 },
  { field: 'branch', headerName: 'Branch', width: 180 },
  { field: 'genre', headerName: 'Genre', width: 180 },
  { field: 'borrower', headerName: 'Borrower', width: 220 },
  { field: 'daysOut', headerName: 'Days out', type: 'number', width: 180 },
  {
    field: 'dueIn',
    headerName: 'Due in (days)',
    type: 'number',
    width: 200,
    valueGetter: (_value, row) => 21 - row.daysOut,
  },
];

export default function PinnedGroupingColumn() {
  return (
    <Box sx={{ height: 682, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        defaultGroupingExpansionDepth={-1}
        initialState={{
          rowGrouping: { model: ['branch'] },
          pinnedColumns: { left: [GRID_ROW_GROUPING_SINGLE_GROUPING_FIELD] },
        }}
      />
    </Box>
  );
}
