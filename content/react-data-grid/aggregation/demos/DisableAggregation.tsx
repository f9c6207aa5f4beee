import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Invoice {
  id: string;
  customer: string;
  amount: number;
  daysOverdue: number;
}

const rows: Invoice[] = [
  { id: 'INV-2301', customer: 'Northwind Cafés', amount: 1840, daysOverdue: 0 },
  { id: 'INV-2302', customer: 'Blue Fern Hotel', amount: 3260, daysOverdue: 12 },
  { id: 'INV-2303', customer: 'Corner Deli', amount: 415, daysOverdue: 3 },
  { id: 'INV-2304', customer: 'Lakeside School', amount: 2790, daysOverdue: 27 },
];

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 130 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 160 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 140,
    valueFormatter: (value?: number) => (value == null ? '' : `$${value.toLocaleString()}`),
  },
  { field: 'daysOverdue', headerName: 'Days overdue', type: 'number', width: 140 },
];

export default function DisableAggregation() {
  const [disabled, setDisabled] = React.useState(true);

  return (
    <Box sx={{ height: 420, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <FormControlLabel
        control={<Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />}
        label="disableAggregation"
      />
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          disableAggregation={disabled}
          initialState={{ aggregation: { model: { amount: 'sum', daysOverdue: 'max' } } }}
        />
      </Box>
    </Box>
  );
}
