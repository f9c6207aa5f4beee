import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  type GridAggregationFunctionDataSource,
  type GridColDef,
  type GridDataSource,
} from '@mui/x-data-grid-premium';

interface OrderLine {
  id: number;
  orderNumber: string;
  customer: string;
  country: string;
  quantity: number;
  total: number;
}

const API = '/api/demo-data/orders/';

const columns: GridColDef<OrderLine>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 180 },
  { field: 'country', headerName: 'Country', type: 'singleSelect', width: 140 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 110 },
  {
    field: 'total',
    headerName: 'Total (€)',
    type: 'number',
    width: 150,
    // Money reads with its cents: 5,085.80, not 5,085.8.
    valueFormatter: (value: number | null) =>
      value == null ? '' : value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  },
];

const aggregationFunctions: Record<string, GridAggregationFunctionDataSource> = {
  sum: { columnTypes: ['number'] },
  avg: { columnTypes: ['number'] },
  size: {},
};

export default function AggregationLazyLoading() {
  const [lastRange, setLastRange] = React.useState('');

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        const query = new URLSearchParams({
          aggregationModel: JSON.stringify(params.aggregationModel ?? {}),
          sortModel: JSON.stringify(params.sortModel),
          filterModel: JSON.stringify(params.filterModel),
          start: String(params.start),
          end: String(params.end),
          delay: '300',
        });
        const response = await fetch(`${API}?${query}`);
        const body = await response.json();
        if (!response.ok) throw new Error(body.error);
        setLastRange(`rows ${params.start} to ${params.end} of ${body.rowCount}`);
        return { rows: body.rows, rowCount: body.rowCount, aggregateRow: body.aggregateRow };
      },
      getAggregatedValue: (row, field) => row[field],
    }),
    [],
  );

  return (
    <Box sx={{ height: 520, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="body2" role="status">
        Last block loaded: {lastRange || 'none yet'}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPremium
          columns={columns}
          dataSource={dataSource}
          lazyLoading
          aggregationFunctions={aggregationFunctions}
          slotProps={{ loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'linear-progress' } }}
          initialState={{
            aggregation: { model: { orderNumber: 'size', quantity: 'sum', total: 'sum' } },
          }}
        />
      </Box>
    </Box>
  );
}
