import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  gridRowNodeSelector,
  useGridApiRef,
  type GridColDef,
  type GridRowParams,
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

const columns: GridColDef<Loan>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 180 },
  { field: 'branch', headerName: 'Branch', width: 110 },
  { field: 'genre', headerName: 'Genre', width: 100 },
  { field: 'borrower', headerName: 'Borrower', width: 130 },
  { field: 'daysOut', headerName: 'Days out', type: 'number', width: 100 },
];

export default function ToggleOnRowClick() {
  const apiRef = useGridApiRef();

  const handleRowClick = (params: GridRowParams<Loan>) => {
    const node = gridRowNodeSelector(apiRef, params.id);
    if (node?.type === 'group') {
      apiRef.current?.setRowChildrenExpansion(params.id, !node.childrenExpanded);
    }
  };

  return (
    <Box sx={{ height: 269, width: '100%' }}>
      <DataGridPremium
        apiRef={apiRef}
        rows={rows}
        columns={columns}
        onRowClick={handleRowClick}
        initialState={{ rowGrouping: { model: ['branch'] } }}
      />
    </Box>
  );
}
