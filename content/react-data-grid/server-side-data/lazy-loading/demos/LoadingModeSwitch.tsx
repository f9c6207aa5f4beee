import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  useGridApiRef,
  gridFilterModelSelector,
  type GridColDef,
  type GridDataSource,
} from '@mui/x-data-grid-pro';

interface Order {
  id: number;
  orderNumber: string;
  customer: string;
  category: string;
  total: number;
}

// This site's demo data API: 100,000 order lines of an outdoor gear shop.
const API = '/api/demo-data/orders/';

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 180 },
  { field: 'category', headerName: 'Category', width: 140 },
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

// The rows never carry a total: counting is a separate, slower question to the server.
const dataSource: GridDataSource = {
  getRows: async ({ start, end, sortModel, filterModel }) => {
    const query = new URLSearchParams({
      start: String(start),
      end: String(end),
      sortModel: JSON.stringify(sortModel),
      filterModel: JSON.stringify(filterModel),
    });
    const response = await fetch(`${API}?${query}`);
    const body = await response.json();
    if (!response.ok) throw new Error(body.error);
    return { rows: body.rows };
  },
};

export default function LoadingModeSwitch() {
  const apiRef = useGridApiRef();
  // -1: the total is unknown, and the grid loads more rows at the end of the list.
  const [rowCount, setRowCount] = React.useState(-1);
  const [counting, setCounting] = React.useState(false);

  const countOrders = async () => {
    setCounting(true);
    const filterModel = apiRef.current ? gridFilterModelSelector(apiRef) : { items: [] };
    const query = new URLSearchParams({
      pageSize: '1',
      filterModel: JSON.stringify(filterModel),
      delay: '800', // counting takes a while on a real database
    });
    const body = await (await fetch(`${API}?${query}`)).json();
    setRowCount(body.rowCount);
    setCounting(false);
  };

  return (
    <Box sx={{ height: 480, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="outlined" size="small" onClick={countOrders} loading={counting}>
          Count the orders
        </Button>
        <Button variant="outlined" size="small" onClick={() => setRowCount(-1)}>
          Forget the count
        </Button>
        <Typography variant="body2" role="status">
          {rowCount === -1 ? 'Infinite loading (total unknown)' : `Viewport loading of ${rowCount} rows`}
        </Typography>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro
          apiRef={apiRef}
          columns={columns}
          dataSource={dataSource}
          lazyLoading
          rowCount={rowCount}
          // A new filter changes the total: go back to an unknown count.
          onFilterModelChange={() => setRowCount(-1)}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 50 } } }}
        />
      </Box>
    </Box>
  );
}
