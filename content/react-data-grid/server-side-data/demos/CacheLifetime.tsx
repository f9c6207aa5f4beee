import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridDataSourceCacheDefault,
  type GridColDef,
  type GridDataSource,
} from '@mui/x-data-grid';

interface Employee {
  id: number;
  name: string;
  role: string;
  city: string;
}

// This site's demo data API: 1,000 employees of a fictional company.
const API = '/api/demo-data/employees/';

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'role', headerName: 'Role', width: 200 },
  { field: 'city', headerName: 'Office', width: 120 },
];

// One cache object per choice, created once: a new object on each render would empty it.
const caches = {
  default: new GridDataSourceCacheDefault({}), // entries live 5 minutes
  short: new GridDataSourceCacheDefault({ ttl: 30_000 }), // entries live 30 seconds
  off: null, // no cache: every page change is a request
};

type CacheChoice = keyof typeof caches;

export default function CacheLifetime() {
  const [choice, setChoice] = React.useState<CacheChoice>('short');
  const [log, setLog] = React.useState<string[]>([]);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async ({ paginationModel, sortModel }) => {
        const page = paginationModel?.page ?? 0;
        const query = new URLSearchParams({
          page: String(page),
          pageSize: String(paginationModel?.pageSize ?? 5),
          sortModel: JSON.stringify(sortModel),
        });
        const time = new Date().toLocaleTimeString('en-GB');
        setLog((lines) => [...lines, `${time} page ${page + 1}`]);
        const response = await fetch(`${API}?${query}`);
        const body = await response.json();
        if (!response.ok) throw new Error(body.error);
        return { rows: body.rows, rowCount: body.rowCount };
      },
    }),
    [],
  );

  return (
    <Box sx={{ height: 470, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={choice}
        onChange={(_event, value: CacheChoice | null) => value && setChoice(value)}
        aria-label="Cache"
      >
        <ToggleButton value="default">Default cache (5 min)</ToggleButton>
        <ToggleButton value="short">30-second cache</ToggleButton>
        <ToggleButton value="off">No cache</ToggleButton>
      </ToggleButtonGroup>
      <Typography variant="body2" role="status" noWrap>
        {log.length} requests: {log.slice(-3).join(', ') || 'none yet'}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          columns={columns}
          dataSource={dataSource}
          dataSourceCache={caches[choice]}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 5 } } }}
          pageSizeOptions={[5]}
        />
      </Box>
    </Box>
  );
}
