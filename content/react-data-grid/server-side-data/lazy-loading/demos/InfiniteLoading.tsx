import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridDataSource } from '@mui/x-data-grid-pro';

interface Order {
  id: number;
  orderNumber: string;
  placedOn: string;
  customer: string;
  country: string;
  status: string;
  total: number;
}

// This site's demo data API: 100,000 order lines of an outdoor gear shop.
const API = '/api/demo-data/orders/';

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  {
    field: 'placedOn',
    headerName: 'Placed',
    type: 'date',
    width: 110,
    valueGetter: (value: string) => new Date(value),
  },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 180 },
  { field: 'country', headerName: 'Country', width: 140 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Pending', 'Shipped', 'Delivered', 'Returned', 'Cancelled'],
    width: 130,
  },
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

export default function InfiniteLoading() {
  const [log, setLog] = React.useState<string[]>([]);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async ({ start, end, sortModel, filterModel }) => {
        const query = new URLSearchParams({
          start: String(start),
          end: String(end),
          sortModel: JSON.stringify(sortModel),
          filterModel: JSON.stringify(filterModel),
          delay: '500',
        });
        const response = await fetch(`${API}?${query}`);
        const body = await response.json();
        if (!response.ok) throw new Error(body.error);
        const rows: Order[] = body.rows;
        // A block shorter than asked for is the last one: only then is the total known.
        const isLast = rows.length < Number(end) - Number(start) + 1;
        setLog((lines) => [...lines, `${start}–${end}: ${rows.length} rows`]);
        return isLast ? { rows, rowCount: Number(start) + rows.length } : { rows };
      },
    }),
    [],
  );

  return (
    <Box sx={{ height: 480, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="body2" role="status" noWrap>
        {log.length} requests: {log.slice(-3).join(', ') || 'none yet'}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro
          columns={columns}
          dataSource={dataSource}
          lazyLoading
          initialState={{
            pagination: { paginationModel: { page: 0, pageSize: 50 } },
            filter: {
              filterModel: {
                items: [
                  { id: 1, field: 'status', operator: 'is', value: 'Returned' },
                  { id: 2, field: 'country', operator: 'is', value: 'Ireland' },
                ],
              },
            },
          }}
          showToolbar
        />
      </Box>
    </Box>
  );
}
