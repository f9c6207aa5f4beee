import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, GridOverlay, type GridColDef } from '@mui/x-data-grid';

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

function SyncingOverlay() {
  return (
    <GridOverlay role="status">
      <Box
        sx={{
          width: 260,
          textAlign: 'center',
          p: 2,
          borderRadius: 2,
          bgcolor: 'background.paper',
          boxShadow: 3,
        }}
      >
        <Typography variant="body2" sx={{ mb: 1.5, fontWeight: 600 }}>
          Syncing with the branch catalogue…
        </Typography>
        <LinearProgress aria-label="Syncing loans" />
      </Box>
    </GridOverlay>
  );
}

export default function CustomLoadingOverlay() {
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
          slots={{ loadingOverlay: SyncingOverlay }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
