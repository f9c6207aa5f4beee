import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import {
  DataGrid,
  useGridApiRef,
  type GridColDef,
  type GridDataSource,
} from '@mui/x-data-grid';

interface Order {
  id: number;
  orderNumber: string;
  customer: string;
  country: string;
  total: number;
}

// This site's demo data API: 100,000 order lines of an outdoor gear shop.
const API = '/api/demo-data/orders/';

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  { field: 'country', headerName: 'Country', width: 140 },
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

export default function ErrorHandling() {
  const apiRef = useGridApiRef();
  const [failures, setFailures] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);

  // getRows() reads the switch from a ref, so that the data source (and its cache) stays the same.
  const failuresRef = React.useRef(failures);

  const dataSource: GridDataSource = React.useMemo(
    () => ({
      getRows: async ({ paginationModel, sortModel }) => {
        const query = new URLSearchParams({
          page: String(paginationModel?.page ?? 0),
          pageSize: String(paginationModel?.pageSize ?? 5),
          sortModel: JSON.stringify(sortModel),
          delay: '300',
          failRate: failuresRef.current ? '1' : '0',
        });
        const response = await fetch(`${API}?${query}`);
        const body = await response.json();
        // Throw to tell the grid that the request failed.
        if (!response.ok) throw new Error(`${response.status}: ${body.error}`);
        setError(null);
        return { rows: body.rows, rowCount: body.rowCount };
      },
    }),
    [],
  );

  return (
    <Box sx={{ height: 470, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
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
        label="Simulate failures"
      />
      {error ? (
        <Alert
          severity="error"
          sx={{ py: 0 }}
          action={<Button onClick={() => apiRef.current?.dataSource.fetchRows()}>Retry</Button>}
        >
          {error}
        </Alert>
      ) : null}
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          apiRef={apiRef}
          columns={columns}
          dataSource={dataSource}
          onDataSourceError={(dataSourceError) => setError(dataSourceError.message)}
          initialState={{ pagination: { paginationModel: { page: 0, pageSize: 5 } } }}
          pageSizeOptions={[5]}
          // After a failure the grid has no rows: say why in its "no rows" overlay.
          localeText={{ noRowsLabel: error ? 'The orders could not be loaded' : 'No orders' }}
        />
      </Box>
    </Box>
  );
}
