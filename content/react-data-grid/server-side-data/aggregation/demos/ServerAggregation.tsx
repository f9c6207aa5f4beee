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
  placedOn: string;
  product: string;
  quantity: number;
  unitPrice: number;
  total: number;
}

// This site's demo data API: 100,000 order lines, aggregated on the server.
const API = '/api/demo-data/orders/';

const columns: GridColDef<OrderLine>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'placedOn', headerName: 'Placed on', type: 'date', width: 130, valueGetter: (value: string) => value && new Date(value) },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 160 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 100 },
  { field: 'unitPrice', headerName: 'Unit price (€)', type: 'number', width: 140 },
  {
    field: 'total',
    headerName: 'Total (€)',
    type: 'number',
    width: 140,
    // Money reads with its cents: 5,085.80, not 5,085.8.
    valueFormatter: (value: number | null) =>
      value == null ? '' : value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  },
];

// No `apply`: the server computes the values. These are the functions the API knows.
// `getAggregatedValue` hands values to the cells as they are: a date column would need
// a Date object, not the string of the JSON answer, so no date is aggregated here.
const aggregationFunctions: Record<string, GridAggregationFunctionDataSource> = {
  sum: { columnTypes: ['number'] },
  avg: { columnTypes: ['number'] },
  min: { columnTypes: ['number', 'date'] },
  max: { columnTypes: ['number', 'date'] },
  size: {},
};

export default function ServerAggregation() {
  const [aggregateRow, setAggregateRow] = React.useState('');

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
        setAggregateRow(JSON.stringify(body.aggregateRow));
        return { rows: body.rows, rowCount: body.rowCount, aggregateRow: body.aggregateRow };
      },
      // The footer reads the answer's `aggregateRow` through this method.
      getAggregatedValue: (row, field) => row[field],
    }),
    [],
  );

  return (
    <Box sx={{ height: 710, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="caption" noWrap sx={{ fontFamily: 'monospace' }} role="status">
        aggregateRow: {aggregateRow}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPremium
          columns={columns}
          dataSource={dataSource}
          aggregationFunctions={aggregationFunctions}
          slotProps={{ loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'linear-progress' } }}
          initialState={{
            aggregation: { model: { quantity: 'sum', unitPrice: 'avg', total: 'sum' } },
            pagination: { paginationModel: { pageSize: 10 } },
          }}
          pagination
          pageSizeOptions={[10, 25]}
        />
      </Box>
    </Box>
  );
}
