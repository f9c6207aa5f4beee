import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Loan {
  id: number;
  title: string;
  borrower: string;
  dueDate: string;
}

const loans: Loan[] = [
  { id: 1, title: 'The Left Hand of Darkness', borrower: 'Ines Carvalho', dueDate: '2025-05-06' },
  { id: 2, title: 'A Brief History of Time', borrower: 'Omar Farouk', dueDate: '2025-05-09' },
  { id: 3, title: 'Things Fall Apart', borrower: 'Hana Svoboda', dueDate: '2025-05-12' },
  { id: 4, title: 'The Name of the Rose', borrower: 'Tariq Haddad', dueDate: '2025-05-15' },
];

const columns: GridColDef<Loan>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 200 },
  { field: 'borrower', headerName: 'Borrower', width: 160 },
  { field: 'dueDate', headerName: 'Due', width: 120 },
];

export default function LoadingCircularProgress() {
  const [loading, setLoading] = React.useState(true);

  return (
    <Box sx={{ height: 310, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <FormControlLabel
        control={<Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />}
        label="Loading"
      />
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={loans}
          columns={columns}
          loading={loading}
          slotProps={{ loadingOverlay: { variant: 'circular-progress', noRowsVariant: 'circular-progress' } }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
