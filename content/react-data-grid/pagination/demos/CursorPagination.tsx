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

// This site's demo data API. Each answer to a `cursor` request carries `nextCursor`.
const API = '/api/demo-data/employees/';

// The lawyers of the Portuguese offices.
const filterModel = JSON.stringify({
  items: [
    { field: 'department', operator: 'is', value: 'Legal' },
    { field: 'country', operator: 'is', value: 'Portugal' },
  ],
});

const columns: GridColDef<Employee>[] = [
  { field: 'id', headerName: 'ID', type: 'number', width: 70 },
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'role', headerName: 'Role', width: 180 },
  { field: 'city', headerName: 'Office', width: 110 },
];

const PAGE_SIZE = 5;

export default function CursorPagination() {
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: PAGE_SIZE,
  });
  // Page index → the cursor that fetches it. The first page has the empty cursor.
  const [cursors, setCursors] = React.useState<Record<number, string>>({ 0: '' });
  const [rows, setRows] = React.useState<Employee[]>([]);
  const [rowCount, setRowCount] = React.useState(0);
  const [loading, setLoading] = React.useState(true);
  const [error, setError] = React.useState<string | null>(null);

  const { page } = paginationModel;
  const query = new URLSearchParams({
    cursor: cursors[page] ?? '',
    pageSize: String(PAGE_SIZE),
    filterModel,
    delay: '300',
  }).toString();

  React.useEffect(() => {
    const controller = new AbortController();
    fetch(`${API}?${query}`, { signal: controller.signal })
      .then(async (response) => {
        const body = await response.json();
        if (!response.ok) throw new Error(body.error);
        setRows(body.rows);
        setRowCount(body.rowCount);
        if (body.nextCursor) {
          setCursors((known) => ({ ...known, [page + 1]: body.nextCursor }));
        }
        setError(null);
      })
      .catch((reason: Error) => {
        if (reason.name !== 'AbortError') setError(reason.message);
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [query, page]);

  return (
    <Box sx={{ height: 400, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="caption" noWrap sx={{ fontFamily: 'monospace' }}>
        {error ?? `GET ${API}?${decodeURIComponent(query)}`}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          loading={loading}
          paginationMode="server"
          rowCount={rowCount}
          paginationModel={paginationModel}
          onPaginationModelChange={(model) => {
            // Only a page whose cursor is known can be fetched.
            if (cursors[model.page] === undefined) return;
            setLoading(true);
            setPaginationModel(model);
          }}
          pageSizeOptions={[PAGE_SIZE]}
        />
      </Box>
    </Box>
  );
}
