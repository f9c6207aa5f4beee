import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridDataSource,
  type GridDataSourceCache,
  type GridGetRowsParams,
  type GridGetRowsResponse,
} from '@mui/x-data-grid';

interface Order {
  id: number;
  orderNumber: string;
  product: string;
  quantity: number;
  total: number;
}

// This site's demo data API: 100,000 order lines of an outdoor gear shop.
const API = '/api/demo-data/orders/';

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 160 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
  {
    field: 'total',
    headerName: 'Total (€)',
    type: 'number',
    width: 110,
    // Money reads with its cents: 5,085.80, not 5,085.8.
    valueFormatter: (value: number | null) =>
      value == null ? '' : value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  },
];

// Keeps the most recently used pages only, and counts hits and misses.
class BoundedCache implements GridDataSourceCache {
  private entries = new Map<string, GridGetRowsResponse>();

  stats = { hits: 0, misses: 0, size: 0 };

  constructor(
    private maxEntries: number,
    private onChange: (stats: BoundedCache['stats']) => void,
  ) {}

  private key({ sortModel, filterModel, start, end }: GridGetRowsParams) {
    return JSON.stringify([sortModel, filterModel, start, end]);
  }

  private report(change: Partial<BoundedCache['stats']>) {
    this.stats = { ...this.stats, ...change, size: this.entries.size };
    this.onChange(this.stats);
  }

  set(params: GridGetRowsParams, value: GridGetRowsResponse) {
    this.entries.set(this.key(params), value);
    if (this.entries.size > this.maxEntries) {
      // A Map iterates in insertion order: the first key is the least recently used.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.report({});
  }

  get(params: GridGetRowsParams) {
    const key = this.key(params);
    const value = this.entries.get(key);
    if (value === undefined) {
      this.report({ misses: this.stats.misses + 1 });
      return undefined;
    }
    this.entries.delete(key); // move it to the end: used just now
    this.entries.set(key, value);
    this.report({ hits: this.stats.hits + 1 });
    return value;
  }

  clear() {
    this.entries.clear();
    this.report({});
  }
}

export default function CustomCache() {
  const [stats, setStats] = React.useState({ hits: 0, misses: 0, size: 0 });
  // Created once, like the data source: a new cache object replaces the old one.
  const [cache] = React.useState(() => new BoundedCache(3, setStats));

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async ({ paginationModel, sortModel }) => {
        const query = new URLSearchParams({
          page: String(paginationModel?.page ?? 0),
          pageSize: String(paginationModel?.pageSize ?? 5),
          sortModel: JSON.stringify(sortModel),
          delay: '300',
        });
        const response = await fetch(`${API}?${query}`);
        const body = await response.json();
        if (!response.ok) throw new Error(body.error);
        return { rows: body.rows, rowCount: body.rowCount };
      },
    }),
    [],
  );

  return (
    <Box sx={{ height: 430, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="body2" role="status">
        Pages cached: {stats.size} of 3 · hits: {stats.hits} · misses (requests): {stats.misses}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          columns={columns}
          dataSource={dataSource}
          dataSourceCache={cache}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 5 } } }}
          pageSizeOptions={[5]}
        />
      </Box>
    </Box>
  );
}
