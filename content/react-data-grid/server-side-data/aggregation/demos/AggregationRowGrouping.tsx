import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
  type GridAggregationFunctionDataSource,
  type GridColDef,
  type GridDataSource,
} from '@mui/x-data-grid-premium';

interface OrderLine {
  id: number;
  orderNumber: string;
  category: string;
  status: string;
  product: string;
  unitPrice: number;
  total: number;
}

const API = '/api/demo-data/orders/';

const columns: GridColDef<OrderLine>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 160 },
  { field: 'category', headerName: 'Category', type: 'singleSelect', width: 130 },
  { field: 'status', headerName: 'Status', type: 'singleSelect', width: 120 },
  { field: 'unitPrice', headerName: 'Unit price (€)', type: 'number', width: 140 },
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
  min: { columnTypes: ['number'] },
  max: { columnTypes: ['number'] },
  size: {},
};

export default function AggregationRowGrouping() {
  const apiRef = useGridApiRef();

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        const query = new URLSearchParams({
          groupFields: JSON.stringify(params.groupFields ?? []),
          groupKeys: JSON.stringify(params.groupKeys ?? []),
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
        return { rows: body.rows, rowCount: body.rowCount, aggregateRow: body.aggregateRow };
      },
      getGroupKey: (row) => row.groupKey,
      getChildrenCount: (row) => row.childCount,
      // Group rows carry their values in `aggregates`; the footer reads `aggregateRow`.
      getAggregatedValue: (row, field) => row.aggregates?.[field] ?? row[field],
    }),
    [],
  );

  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: {
      rowGrouping: { model: ['category', 'status'] },
      aggregation: { model: { orderNumber: 'size', unitPrice: 'avg', total: 'sum' } },
    },
  });

  return (
    <Box sx={{ height: 526, width: '100%' }}>
      <DataGridPremium
        apiRef={apiRef}
        columns={columns}
        dataSource={dataSource}
        aggregationFunctions={aggregationFunctions}
        slotProps={{ loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'linear-progress' } }}
        initialState={initialState}
        groupingColDef={{ width: 200 }}
        hideFooter
      />
    </Box>
  );
}
