import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

interface Employee {
  id: number;
  name: string;
  department: string;
  role: string;
  city: string;
}

// This site's demo data API: 1,000 employees, served by range of row indexes.
const API = '/api/demo-data/employees/';
const BATCH = 30;

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 140 },
  { field: 'role', headerName: 'Role', width: 200 },
  { field: 'city', headerName: 'Office', width: 120 },
];

async function fetchBatch(start: number) {
  const query = new URLSearchParams({ start: String(start), end: String(start + BATCH - 1), delay: '400' });
  const response = await fetch(`${API}?${query}`);
  const body = await response.json();
  if (!response.ok) throw new Error(body.error);
  return body as { rows: Employee[]; rowCount: number };
}

export default function InfiniteEmployeeList() {
  const [rows, setRows] = React.useState<Employee[]>([]);
  const [total, setTotal] = React.useState<number | null>(null);
  const [loading, setLoading] = React.useState(true);
  const [error, setError] = React.useState<string | null>(null);
  const inFlight = React.useRef(false); // a batch is on its way

  // The first batch, when the grid mounts.
  React.useEffect(() => {
    let active = true;
    fetchBatch(0)
      .then((batch) => {
        if (!active) return;
        setRows(batch.rows);
        setTotal(batch.rowCount);
      })
      .catch((reason: Error) => active && setError(reason.message))
      .finally(() => active && setLoading(false));
    return () => {
      active = false;
    };
  }, []);

  // The next batches, when the user reaches the last row.
  const handleRowsScrollEnd = () => {
    if (inFlight.current || total === null || rows.length >= total) return;
    inFlight.current = true;
    setLoading(true);
    fetchBatch(rows.length)
      .then((batch) => setRows((previous) => [...previous, ...batch.rows]))
      .catch((reason: Error) => setError(reason.message))
      .finally(() => {
        inFlight.current = false;
        setLoading(false);
      });
  };

  return (
    <Box sx={{ height: 420, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="body2">
        {error ?? `Loaded ${rows.length} of ${total ?? '…'} employees`}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          loading={loading}
          onRowsScrollEnd={handleRowsScrollEnd}
          hideFooter
        />
      </Box>
    </Box>
  );
}
