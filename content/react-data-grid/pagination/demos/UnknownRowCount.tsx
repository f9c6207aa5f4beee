import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridPaginationModel } from '@mui/x-data-grid';

interface Employee {
  id: number;
  name: string;
  role: string;
  city: string;
}

// This site's demo data API. `start` and `end` pick a range of rows, both included.
const API = '/api/demo-data/employees/';

// The lawyers of the German offices: a short list, so that you can reach its end.
const filterModel = JSON.stringify({
  items: [
    { field: 'department', operator: 'is', value: 'Legal' },
    { field: 'country', operator: 'is', value: 'Germany' },
  ],
});

const columns: GridColDef<Employee>[] = [
  { field: 'id', headerName: 'ID', type: 'number', width: 70 },
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'role', headerName: 'Role', width: 180 },
  { field: 'city', headerName: 'Office', width: 110 },
];

export default function UnknownRowCount() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 5,
  });
  const [rows, setRows] = React.useState<Employee[]>([]);
  const [hasNextPage, setHasNextPage] = React.useState(true);
  const [rowCount, setRowCount] = React.useState(-1);
  const [loading, setLoading] = React.useState(true);
  const [error, setError] = React.useState<string | null>(null);

  const { page, pageSize } = paginationModel;
  // Ask for one row more than the page holds: if it comes back, there is a next page.
  const query = new URLSearchParams({
    start: String(page * pageSize),
    end: String(page * pageSize + pageSize),
    filterModel,
    delay: '300',
  }).toString();

  React.useEffect(() => {
    const controller = new AbortController();
    fetch(`${API}?${query}`, { signal: controller.signal })
      .then(async (response) => {
        const body = await response.json();
        if (!response.ok) throw new Error(body.error);
        // The answer also carries `rowCount`; this demo ignores it on purpose.
        setRows(body.rows.slice(0, pageSize));
        setHasNextPage(body.rows.length > pageSize);
        setError(null);
      })
      .catch((reason: Error) => {
        if (reason.name !== 'AbortError') setError(reason.message);
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [query, pageSize]);

  const paginationMeta = React.useMemo(() => ({ hasNextPage }), [hasNextPage]);

  return (
    <Box sx={{ height: 400, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="caption" noWrap sx={{ fontFamily: 'monospace' }}>
        {error ?? `rowCount ${rowCount} · GET ${API}?${decodeURIComponent(query)}`}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          loading={loading}
          paginationMode="server"
          rowCount={rowCount}
          onRowCountChange={setRowCount}
          paginationMeta={paginationMeta}
          paginationModel={paginationModel}
          onPaginationModelChange={(model) => {
            setLoading(true);
            setPaginationModel(model);
          }}
          pageSizeOptions={[5, 10]}
        />
      </Box>
    </Box>
  );
}
