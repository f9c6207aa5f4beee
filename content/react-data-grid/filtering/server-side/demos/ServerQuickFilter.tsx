import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridFilterModel,
  type GridPaginationModel,
} from '@mui/x-data-grid';

interface Employee {
  id: number;
  name: string;
  role: string;
  department: string;
  city: string;
}

const API = '/api/demo-data/employees/';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'role', headerName: 'Role', width: 220 },
  { field: 'department', headerName: 'Department', width: 130 },
  { field: 'city', headerName: 'Office', width: 110 },
];

export default function ServerQuickFilter() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [],
    quickFilterValues: ['design', 'lisbon'],
  });
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 5,
  });
  const [data, setData] = React.useState({ rows: [] as Employee[], rowCount: 0 });
  const [answered, setAnswered] = React.useState<string[]>([]);
  const [loadedQuery, setLoadedQuery] = React.useState('');

  const query = new URLSearchParams({
    page: String(paginationModel.page),
    pageSize: String(paginationModel.pageSize),
    filterModel: JSON.stringify(filterModel),
  }).toString();
  const words = JSON.stringify(filterModel.quickFilterValues ?? []);

  React.useEffect(() => {
    const controller = new AbortController();
    fetch(`${API}?${query}`, { signal: controller.signal })
      .then((response) => response.json())
      .then((body) => {
        setData(body);
        setLoadedQuery(query);
        const line = `${new Date().toLocaleTimeString()} ${words}: ${body.rowCount} employees`;
        setAnswered((lines) => [line, ...lines].slice(0, 3));
      })
      .catch(() => {}); // aborted: a newer request replaced this one
    return () => controller.abort();
  }, [query, words]);

  return (
    <Box sx={{ height: 484, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ fontFamily: 'monospace', fontSize: 12, minHeight: 54 }} aria-live="polite">
        {answered.map((line) => (
          <Typography key={line} variant="inherit" noWrap>
            {line}
          </Typography>
        ))}
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={data.rows}
          rowCount={data.rowCount}
          columns={columns}
          loading={loadedQuery !== query}
          showToolbar
          disableColumnFilter
          slotProps={{ toolbar: { quickFilterProps: { debounceMs: 600 } } }}
          filterMode="server"
          filterModel={filterModel}
          onFilterModelChange={(model) => {
            setFilterModel(model);
            setPaginationModel((current) => ({ ...current, page: 0 }));
          }}
          paginationMode="server"
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          pageSizeOptions={[5]}
        />
      </Box>
    </Box>
  );
}
