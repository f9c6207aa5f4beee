import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Order {
  id: number;
  supplier: string;
  status: string;
  amount: number;
}

const rows: Order[] = [
  { id: 1, supplier: 'Millstone Flour', status: 'Received', amount: 1260 },
  { id: 2, supplier: 'Valley Dairy', status: 'Received', amount: 540 },
  { id: 3, supplier: 'Millstone Flour', status: 'Pending', amount: 980 },
  { id: 4, supplier: 'Orchard Fruit Co.', status: 'Pending', amount: 310 },
  { id: 5, supplier: 'Valley Dairy', status: 'Received', amount: 615 },
  { id: 6, supplier: 'Cocoa Works', status: 'Cancelled', amount: 720 },
];

const columns: GridColDef<Order>[] = [
  { field: 'supplier', headerName: 'Supplier', flex: 1, minWidth: 160 },
  { field: 'status', headerName: 'Status', width: 140 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 140,
    valueFormatter: (value?: number) => (value == null ? '' : `$${value.toLocaleString()}`),
  },
];

export default function AggregationRowsScope() {
  const [scope, setScope] = React.useState<'filtered' | 'all'>('filtered');

  return (
    <Box sx={{ height: 420, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={scope}
        onChange={(_event, value) => value && setScope(value)}
        aria-label="Rows used by the totals"
      >
        <ToggleButton value="filtered">filtered</ToggleButton>
        <ToggleButton value="all">all</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          aggregationRowsScope={scope}
          initialState={{
            filter: { filterModel: { items: [{ field: 'status', operator: 'equals', value: 'Received' }] } },
            aggregation: { model: { amount: 'sum', supplier: 'size' } },
          }}
        />
      </Box>
    </Box>
  );
}
