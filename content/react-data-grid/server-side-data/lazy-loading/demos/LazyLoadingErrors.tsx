import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {
  DataGridPro,
  GRID_ROOT_GROUP_ID,
  useGridApiRef,
  type GridColDef,
  type GridDataSource,
  type GridGetRowsParams,
} from '@mui/x-data-grid-pro';

interface Order {
  id: number;
  orderNumber: string;
  product: string;
  status: string;
  total: number;
}

// This site's demo data API: 100,000 order lines of an outdoor gear shop.
const API = '/api/demo-data/orders/';

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 180 },
  { field: 'status', headerName: 'Status', width: 120 },
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

export default function LazyLoadingErrors() {
  const apiRef = useGridApiRef();
  const [failures, setFailures] = React.useState(false);
  const failuresRef = React.useRef(failures);
  // The parameters of the last request that failed, to send it again.
  const [failed, setFailed] = React.useState<GridGetRowsParams | null>(null);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async ({ start, end, sortModel, filterModel }) => {
        const query = new URLSearchParams({
          start: String(start),
          end: String(end),
          sortModel: JSON.stringify(sortModel),
          filterModel: JSON.stringify(filterModel),
          delay: '300',
          failRate: failuresRef.current ? '0.5' : '0',
        });
        const response = await fetch(`${API}?${query}`);
        const body = await response.json();
        if (!response.ok) throw new Error(body.error);
        return { rows: body.rows, rowCount: body.rowCount };
      },
    }),
    [],
  );

  const retry = () => {
    if (failed) {
      // Request the same range again: the grid puts the rows where the skeletons are.
      apiRef.current?.dataSource.fetchRows(GRID_ROOT_GROUP_ID, { start: failed.start, end: failed.end });
      setFailed(null);
    }
  };

  return (
    <Box sx={{ height: 520, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <FormControlLabel
        control={
          <Switch
            checked={failures}
            onChange={(event) => {
              failuresRef.current = event.target.checked;
              setFailures(event.target.checked);
            }}
          />
        }
        label="Simulate failures (half of the requests)"
      />
      {failed ? (
        <Alert severity="error" sx={{ py: 0 }} action={<Button onClick={retry}>Retry</Button>}>
          Rows {Number(failed.start) + 1} to {failed.end + 1} could not be loaded.
        </Alert>
      ) : null}
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro
          apiRef={apiRef}
          columns={columns}
          dataSource={dataSource}
          lazyLoading
          onDataSourceError={(error) => {
            if ('params' in error && 'start' in error.params) setFailed(error.params);
          }}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 50 } } }}
        />
      </Box>
    </Box>
  );
}
