import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
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

export default function LoadingSkeleton() {
  const [rows, setRows] = React.useState<Loan[]>([]);
  const [loading, setLoading] = React.useState(true);

  const reload = () => {
    setRows([]);
    setLoading(true);
  };

  React.useEffect(() => {
    if (!loading) {
      return undefined;
    }
    // Stands in for a request: the rows arrive after three seconds.
    const timer = setTimeout(() => {
      setRows(loans);
      setLoading(false);
    }, 3000);
    return () => clearTimeout(timer);
  }, [loading]);

  return (
    <Box sx={{ height: 330, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Button variant="outlined" onClick={reload} disabled={loading} sx={{ alignSelf: 'flex-start' }}>
        Reload loans
      </Button>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid rows={rows} columns={columns} loading={loading} hideFooter />
      </Box>
    </Box>
  );
}
