import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  type GridColDef,
  type GridDataSource,
  type GridGroupNode,
} from '@mui/x-data-grid-premium';

interface OrderLine {
  id: number;
  orderNumber: string;
  channel: string;
  status: string;
  product: string;
  total: number;
}

const API = '/api/demo-data/orders/';

const columns: GridColDef<OrderLine>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 160 },
  { field: 'channel', headerName: 'Channel', type: 'singleSelect', width: 130 },
  { field: 'status', headerName: 'Status', type: 'singleSelect', width: 120 },
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

// Open the "Phone" channel only, not the statuses inside it.
const isPhoneChannel = (node: GridGroupNode) =>
  node.groupingField === 'channel' && node.groupingKey === 'Phone';

type Mode = '0' | '1' | 'phone';

export default function RowGroupingExpansion() {
  const [mode, setMode] = React.useState<Mode>('1');
  const [requests, setRequests] = React.useState<string[]>([]);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        const groupKeys = JSON.stringify(params.groupKeys ?? []);
        setRequests((previous) => (previous.includes(groupKeys) ? previous : [...previous, groupKeys]));
        const query = new URLSearchParams({
          groupFields: JSON.stringify(params.groupFields ?? []),
          groupKeys,
          sortModel: JSON.stringify(params.sortModel),
          start: String(params.start),
          end: String(params.end),
          delay: '300',
        });
        const response = await fetch(`${API}?${query}`);
        const body = await response.json();
        if (!response.ok) throw new Error(body.error);
        return { rows: body.rows, rowCount: body.rowCount };
      },
      getGroupKey: (row) => row.groupKey,
      getChildrenCount: (row) => row.childCount,
    }),
    [],
  );

  return (
    <Box sx={{ height: 520, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', pt: 1 }}>
        <TextField
          select
          size="small"
          label="Expanded on load"
          value={mode}
          onChange={(event) => {
            setRequests([]);
            setMode(event.target.value as Mode);
          }}
          sx={{ minWidth: 240 }}
        >
          <MenuItem value="0">Nothing (depth 0)</MenuItem>
          <MenuItem value="1">Every channel (depth 1)</MenuItem>
          <MenuItem value="phone">Phone only (callback)</MenuItem>
        </TextField>
        <Typography variant="body2" role="status">
          Groups requested ({requests.length}): {requests.join(' ')}
        </Typography>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPremium
          // A new grid per choice, so that the expansion props apply from the start.
          key={mode}
          columns={columns}
          dataSource={dataSource}
          initialState={{
            rowGrouping: { model: ['channel', 'status'] },
            columns: { columnVisibilityModel: { channel: false, status: false } },
          }}
          groupingColDef={{ width: 200 }}
          defaultGroupingExpansionDepth={mode === 'phone' ? 0 : Number(mode)}
          isGroupExpandedByDefault={mode === 'phone' ? isPhoneChannel : undefined}
          disableColumnFilter
          hideFooter
        />
      </Box>
    </Box>
  );
}
