import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  gridFilteredSortedRowEntriesSelector,
  gridSortModelSelector,
  useGridApiRef,
  type GridColDef,
} from '@mui/x-data-grid';

interface Order {
  id: string;
  customer: string;
  region: string;
  total: number;
}

const orders: Order[] = [
  { id: 'SO-5521', customer: 'Kestrel Outdoor', region: 'North', total: 1840 },
  { id: 'SO-5522', customer: 'Mosaic Tiles', region: 'South', total: 620.4 },
  { id: 'SO-5523', customer: 'Parallax Studio', region: 'North', total: 3315 },
  { id: 'SO-5524', customer: 'Quarry Coffee', region: 'West', total: 212.9 },
  { id: 'SO-5525', customer: 'Brightline Optics', region: 'South', total: 975 },
  { id: 'SO-5526', customer: 'Tidewater Marine', region: 'West', total: 4410 },
];

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'region', headerName: 'Region', width: 100 },
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

export default function DirectSelectors() {
  const apiRef = useGridApiRef();
  const [summary, setSummary] = React.useState('');

  // Outside the grid, a selector called with the ref returns the current value once.
  const summarize = () => {
    if (!apiRef.current) return;
    const entries = gridFilteredSortedRowEntriesSelector(apiRef);
    const sortModel = gridSortModelSelector(apiRef);
    const sum = entries.reduce((total, entry) => total + (entry.model as Order).total, 0);
    const order = sortModel.map((item) => `${item.field} ${item.sort}`).join(', ') || 'original order';
    setSummary(`${entries.length} orders worth ${sum.toFixed(2)} €, first: ${entries[0]?.id ?? 'none'} (${order})`);
  };

  return (
    <Box sx={{ height: 480, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button size="small" variant="outlined" onClick={summarize}>
          Summarize
        </Button>
        <Typography variant="body2" role="status">
          {summary || 'Filter with the search field or sort, then summarize.'}
        </Typography>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid apiRef={apiRef} rows={orders} columns={columns} showToolbar hideFooter />
      </Box>
    </Box>
  );
}
