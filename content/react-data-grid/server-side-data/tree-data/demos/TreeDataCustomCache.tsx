import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  useGridApiRef,
  type GridColDef,
  type GridDataSource,
  type GridDataSourceCache,
  type GridGetRowsParams,
  type GridGetRowsResponse,
} from '@mui/x-data-grid-pro';

interface Employee {
  id: number;
  name: string;
  role: string;
  city: string;
  childCount: number;
}

const API = '/api/demo-data/employees/';

const columns: GridColDef<Employee>[] = [
  { field: 'role', headerName: 'Role', flex: 1, minWidth: 180 },
  { field: 'city', headerName: 'Office', width: 110 },
];

type Stats = { hits: number; misses: number; entries: number };

// A cache that counts its hits and misses. The key must hold `groupKeys`:
// without it, the children of every manager would share one entry.
class CountingCache implements GridDataSourceCache {
  private entries = new Map<string, GridGetRowsResponse>();

  constructor(private report: (change: Partial<Stats>) => void) {}

  private key(params: GridGetRowsParams) {
    const { groupKeys, sortModel, filterModel, start, end } = params;
    return JSON.stringify([groupKeys, sortModel, filterModel, start, end]);
  }

  get(params: GridGetRowsParams) {
    const value = this.entries.get(this.key(params));
    this.report(value ? { hits: 1 } : { misses: 1 });
    return value;
  }

  set(params: GridGetRowsParams, value: GridGetRowsResponse) {
    this.entries.set(this.key(params), value);
    this.report({ entries: this.entries.size });
  }

  clear() {
    this.entries.clear();
    this.report({ entries: 0 });
  }
}

export default function TreeDataCustomCache() {
  const apiRef = useGridApiRef();
  const [stats, setStats] = React.useState<Stats>({ hits: 0, misses: 0, entries: 0 });

  const cache = React.useMemo(
    () =>
      new CountingCache((change) =>
        setStats((previous) => ({
          hits: previous.hits + (change.hits ?? 0),
          misses: previous.misses + (change.misses ?? 0),
          entries: change.entries ?? previous.entries,
        })),
      ),
    [],
  );

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        const query = new URLSearchParams({
          groupKeys: JSON.stringify(params.groupKeys ?? []),
          start: String(params.start),
          end: String(params.end),
          delay: '600',
        });
        const response = await fetch(`${API}?${query}`);
        const body = await response.json();
        if (!response.ok) throw new Error(body.error);
        return { rows: body.rows, rowCount: body.rowCount };
      },
      getGroupKey: (row) => String(row.id),
      getChildrenCount: (row) => row.childCount,
    }),
    [],
  );

  return (
    <Box sx={{ height: 470, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', pt: 1 }}>
        <Typography variant="body2" role="status">
          Cache hits: {stats.hits} · misses: {stats.misses} · entries: {stats.entries}
        </Typography>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.dataSource.cache.clear()}>
          Clear cache
        </Button>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro
          apiRef={apiRef}
          columns={columns}
          dataSource={dataSource}
          dataSourceCache={cache}
          // One entry per request: answers are cached in chunks of the smallest page size option.
          pageSizeOptions={[100]}
          treeData
          groupingColDef={{ headerName: 'Employee', width: 280, valueGetter: (value, row) => row.name }}
          disableColumnFilter
          disableColumnSorting
          hideFooter
        />
      </Box>
    </Box>
  );
}
