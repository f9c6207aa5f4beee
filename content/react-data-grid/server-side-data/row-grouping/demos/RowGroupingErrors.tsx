import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  DataGridPremium,
  GridGetRowsError,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
  type GridColDef,
  type GridDataSource,
  type GridGetRowsParams,
  type GridUpdateRowError,
} from '@mui/x-data-grid-premium';

interface OrderLine {
  id: number;
  orderNumber: string;
  channel: string;
  status: string;
  customer: string;
  total: number;
}

const API = '/api/demo-data/orders/';

const columns: GridColDef<OrderLine>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 180 },
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

// This server names a group by its path: "channel=Phone/status=Returned".
const groupRowId = (fields: string[], keys: string[]) =>
  keys.map((key, index) => `${fields[index]}=${key}`).join('/');

export default function RowGroupingErrors() {
  const apiRef = useGridApiRef();
  const [failRate, setFailRate] = React.useState('0.5');
  // Read at request time, so that changing the rate keeps the groups as they are.
  const failRateRef = React.useRef(failRate);
  const [failed, setFailed] = React.useState<{ id: string; message: string } | null>(null);

  const dataSource = React.useMemo<GridDataSource>(
    () => ({
      getRows: async (params) => {
        const groupKeys = params.groupKeys ?? [];
        const query = new URLSearchParams({
          groupFields: JSON.stringify(params.groupFields ?? []),
          groupKeys: JSON.stringify(groupKeys),
          sortModel: JSON.stringify(params.sortModel),
          start: String(params.start),
          end: String(params.end),
          delay: '500',
          // Only the requests inside a group may fail, so the top level always loads.
          failRate: groupKeys.length > 0 ? failRateRef.current : '0',
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

  const handleError = (error: GridGetRowsError<GridGetRowsParams> | GridUpdateRowError) => {
    if (!(error instanceof GridGetRowsError)) return;
    const { groupFields = [], groupKeys = [] } = error.params;
    if (groupKeys.length === 0) return;
    setFailed({ id: groupRowId(groupFields, groupKeys), message: error.message });
  };

  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: { rowGrouping: { model: ['channel', 'status'] } },
  });

  return (
    <Box sx={{ height: 500, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', pt: 1 }}>
        <TextField
          select
          size="small"
          label="Failure rate inside groups"
          value={failRate}
          onChange={(event) => {
            failRateRef.current = event.target.value;
            setFailRate(event.target.value);
          }}
          sx={{ minWidth: 240 }}
        >
          <MenuItem value="0">Never fail</MenuItem>
          <MenuItem value="0.5">Fail half of them</MenuItem>
          <MenuItem value="1">Always fail</MenuItem>
        </TextField>
        {failed ? (
          <Alert
            severity="error"
            sx={{ py: 0, flex: 1, minWidth: 200 }}
            action={
              <Button
                color="inherit"
                size="small"
                onClick={() => {
                  setFailed(null);
                  apiRef.current?.dataSource.fetchRows(failed.id);
                }}
              >
                Retry
              </Button>
            }
          >
            {failed.id} did not load: {failed.message}
          </Alert>
        ) : null}
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPremium
          apiRef={apiRef}
          columns={columns}
          dataSource={dataSource}
          onDataSourceError={handleError}
          initialState={initialState}
          groupingColDef={{ width: 220 }}
          disableColumnFilter
          hideFooter
        />
      </Box>
    </Box>
  );
}
