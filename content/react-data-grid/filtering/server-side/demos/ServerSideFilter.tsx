import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridFilterItem,
  type GridFilterModel,
  type GridPaginationModel,
} from '@mui/x-data-grid';

interface Employee {
  id: number;
  name: string;
  department: string;
  city: string;
  startDate: string;
  salary: number;
}

// This site's demo data API: it filters and pages 1,000 employees on the server.
const API = '/api/demo-data/employees/';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  {
    field: 'department',
    headerName: 'Department',
    type: 'singleSelect',
    valueOptions: ['Engineering', 'Sales', 'Support', 'Marketing', 'Design', 'Finance', 'People', 'Legal'],
    width: 170,
  },
  { field: 'city', headerName: 'Office', width: 110 },
  {
    field: 'startDate',
    headerName: 'Started',
    type: 'date',
    width: 110,
    valueGetter: (value: string) => new Date(value),
  },
  { field: 'salary', headerName: 'Salary (€)', type: 'number', width: 110 },
];

// An item without a value filters nothing (unless its operator needs none): leave it out,
// so that picking a column or an operator in the panel does not fetch the same rows again.
const isActive = (item: GridFilterItem) =>
  item.operator === 'isEmpty' ||
  item.operator === 'isNotEmpty' ||
  (item.value != null && item.value !== '' && !(Array.isArray(item.value) && item.value.length === 0));

export default function ServerSideFilter() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({
    items: [{ id: 1, field: 'department', operator: 'is', value: 'Design' }],
  });
  const [paginationModel, setPaginationModel] = React.useState<GridPaginationModel>({
    page: 0,
    pageSize: 5,
  });
  const [unreliable, setUnreliable] = React.useState(false);
  const [attempt, setAttempt] = React.useState(0);
  // Which request the grid's content answers, and its error if it failed.
  const [answer, setAnswer] = React.useState<{ key: string; error?: string } | null>(null);
  const [data, setData] = React.useState({ rows: [] as Employee[], rowCount: 0 });

  const query = new URLSearchParams({
    page: String(paginationModel.page),
    pageSize: String(paginationModel.pageSize),
    filterModel: JSON.stringify({ ...filterModel, items: filterModel.items.filter(isActive) }),
    delay: '400', // a realistic round trip, so the loading state shows
    ...(unreliable ? { failRate: '0.5' } : {}),
  }).toString();
  const key = `${query}#${attempt}`;
  const failed = answer?.key === key ? answer.error : undefined;

  React.useEffect(() => {
    const controller = new AbortController();
    fetch(`${API}?${query}`, { signal: controller.signal })
      .then(async (response) => {
        const body = await response.json();
        if (!response.ok) throw new Error(body.error);
        setData(body);
        setAnswer({ key });
      })
      .catch((reason: Error) => {
        if (reason.name !== 'AbortError') setAnswer({ key, error: reason.message });
      });
    // A newer request replaces this one: abort it, so that a late answer cannot overwrite it.
    return () => controller.abort();
  }, [query, key]);

  return (
    <Box sx={{ height: 504, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <FormControlLabel
        control={<Switch checked={unreliable} onChange={(event) => setUnreliable(event.target.checked)} />}
        label="Fail half of the requests"
      />
      {failed ? (
        <Alert
          severity="error"
          action={<Button onClick={() => setAttempt((n) => n + 1)}>Retry</Button>}
          sx={{ py: 0 }}
        >
          {failed}
        </Alert>
      ) : (
        <Typography variant="caption" noWrap sx={{ fontFamily: 'monospace', py: 0.5 }}>
          GET {API}?{decodeURIComponent(query)}
        </Typography>
      )}
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={data.rows}
          rowCount={data.rowCount}
          columns={columns}
          loading={answer?.key !== key}
          showToolbar
          filterMode="server"
          filterModel={filterModel}
          onFilterModelChange={(model) => {
            setFilterModel(model);
            // New filters start again from the first page.
            setPaginationModel((current) => ({ ...current, page: 0 }));
          }}
          filterDebounceMs={500}
          paginationMode="server"
          paginationModel={paginationModel}
          onPaginationModelChange={setPaginationModel}
          pageSizeOptions={[5]}
          localeText={{ noRowsLabel: 'No employee matches these filters' }}
        />
      </Box>
    </Box>
  );
}
