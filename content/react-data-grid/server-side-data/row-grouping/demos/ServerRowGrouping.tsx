import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
  type GridColDef,
  type GridDataSource,
} from '@mui/x-data-grid-premium';

interface OrderLine {
  id: number;
  orderNumber: string;
  placedOn: string;
  country: string;
  category: string;
  product: string;
  quantity: number;
  total: number;
}

// This site's demo data API: 100,000 order lines, grouped on the server.
const API = '/api/demo-data/orders/';

const columns: GridColDef<OrderLine>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 160 },
  { field: 'country', headerName: 'Country', type: 'singleSelect', width: 130 },
  { field: 'category', headerName: 'Category', type: 'singleSelect', width: 130 },
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

export default function ServerRowGrouping() {
  const apiRef = useGridApiRef();
  const [log, setLog] = React.useState<string[]>([]);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        const query = new URLSearchParams({
          groupFields: JSON.stringify(params.groupFields ?? []),
          groupKeys: JSON.stringify(params.groupKeys ?? []),
          sortModel: JSON.stringify(params.sortModel),
          filterModel: JSON.stringify(params.filterModel),
          start: String(params.start),
          end: String(params.end),
          delay: '400',
        });
        const response = await fetch(`${API}?${query}`);
        const body = await response.json();
        if (!response.ok) throw new Error(body.error);
        const line = `groupFields=${JSON.stringify(params.groupFields)} groupKeys=${JSON.stringify(params.groupKeys)} → ${body.rows.length} of ${body.rowCount} rows`;
        setLog((previous) => [line, ...previous].slice(0, 3));
        return { rows: body.rows, rowCount: body.rowCount };
      },
      // Group rows come as { id, groupKey, <field>, childCount, aggregates }.
      getGroupKey: (row) => row.groupKey,
      getChildrenCount: (row) => row.childCount,
    }),
    [],
  );

  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: {
      rowGrouping: { model: ['country', 'category'] },
      sorting: { sortModel: [{ field: 'total', sort: 'desc' }] },
    },
  });

  return (
    <Box sx={{ height: 782, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box role="log" aria-label="Last requests">
        {log.length === 0 ? 'Waiting for the first answer…' : null}
        {log.map((line, index) => (
          <Typography key={index} variant="caption" component="div" noWrap sx={{ fontFamily: 'monospace' }}>
            GET {line}
          </Typography>
        ))}
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPremium
          apiRef={apiRef}
          columns={columns}
          dataSource={dataSource}
          initialState={initialState}
          groupingColDef={{ width: 220 }}
        />
      </Box>
    </Box>
  );
}
