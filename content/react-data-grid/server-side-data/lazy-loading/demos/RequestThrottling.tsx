import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridDataSource } from '@mui/x-data-grid-pro';

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
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 180 },
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

export default function RequestThrottling() {
  const [throttleMs, setThrottleMs] = React.useState(500);
  const [requests, setRequests] = React.useState(0);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async ({ start, end, sortModel, filterModel }) => {
        const query = new URLSearchParams({
          start: String(start),
          end: String(end),
          sortModel: JSON.stringify(sortModel),
          filterModel: JSON.stringify(filterModel),
        });
        setRequests((count) => count + 1);
        const response = await fetch(`${API}?${query}`);
        const body = await response.json();
        if (!response.ok) throw new Error(body.error);
        return { rows: body.rows, rowCount: body.rowCount };
      },
    }),
    [],
  );

  return (
    <Box sx={{ height: 480, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={throttleMs}
          onChange={(_event, value: number | null) => value && setThrottleMs(value)}
          aria-label="Request throttle"
        >
          <ToggleButton value={200}>200 ms</ToggleButton>
          <ToggleButton value={500}>500 ms</ToggleButton>
          <ToggleButton value={1500}>1,500 ms</ToggleButton>
        </ToggleButtonGroup>
        <Typography variant="body2" role="status">
          Requests sent: {requests}
        </Typography>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro
          columns={columns}
          dataSource={dataSource}
          lazyLoading
          lazyLoadingRequestThrottleMs={throttleMs}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 50 } } }}
        />
      </Box>
    </Box>
  );
}
