import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridDataSource } from '@mui/x-data-grid';

interface Order {
  id: number;
  orderNumber: string;
  placedOn: string;
  customer: string;
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
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Pending', 'Shipped', 'Delivered', 'Returned', 'Cancelled'],
    width: 120,
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

export default function WithDataSource() {
  const [requests, setRequests] = React.useState<string[]>([]);

  // Keep the data source stable: a new object clears the cache and fetches again.
  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async (params) => {
        const query = new URLSearchParams({
          page: String(params.paginationModel?.page ?? 0),
          pageSize: String(params.paginationModel?.pageSize ?? 5),
          sortModel: JSON.stringify(params.sortModel),
          filterModel: JSON.stringify(params.filterModel),
          delay: '300',
        });
        const response = await fetch(`${API}?${query}`);
        const body = await response.json();
        setRequests((list) => [...list, `page ${(params.paginationModel?.page ?? 0) + 1}`]);
        if (!response.ok) throw new Error(body.error);
        return { rows: body.rows, rowCount: body.rowCount };
      },
    }),
    [],
  );

  return (
    <Box sx={{ height: 450, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="body2" role="status" noWrap>
        Requests answered: {requests.length} (last: {requests.at(-1) ?? 'none'})
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          columns={columns}
          dataSource={dataSource}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 5 } } }}
          pageSizeOptions={[5, 10]}
          filterDebounceMs={500}
          showToolbar
        />
      </Box>
    </Box>
  );
}
