import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef, type GridInitialState } from '@mui/x-data-grid';

interface Transaction {
  id: number;
  date: Date;
  payee: string;
  category: string;
  amount: number;
  reference: string;
}

const rows: Transaction[] = [
  { id: 1, date: new Date(2025, 2, 3), payee: 'Greenleaf Grocers', category: 'Groceries', amount: -86.4, reference: 'TX-55102' },
  { id: 2, date: new Date(2025, 2, 4), payee: 'City Transit', category: 'Transport', amount: -49, reference: 'TX-55117' },
  { id: 3, date: new Date(2025, 2, 5), payee: 'Acme Payroll', category: 'Salary', amount: 3250, reference: 'TX-55140' },
  { id: 4, date: new Date(2025, 2, 7), payee: 'Lumen Energy', category: 'Utilities', amount: -112.35, reference: 'TX-55166' },
  { id: 5, date: new Date(2025, 2, 9), payee: 'Corner Bakery', category: 'Eating out', amount: -14.8, reference: 'TX-55191' },
];

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Transaction>[] = [
  { field: 'date', headerName: 'Date', type: 'date', width: 120 },
  { field: 'payee', headerName: 'Payee', flex: 1, minWidth: 160 },
  { field: 'category', headerName: 'Category', width: 130 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => currency.format(value),
  },
  { field: 'reference', headerName: 'Reference', width: 120 },
];

// The bank's internal reference starts hidden.
const initialState: GridInitialState = {
  columns: { columnVisibilityModel: { reference: false } },
};

export default function DisableColumnSelector() {
  const [selectorDisabled, setSelectorDisabled] = React.useState(true);

  return (
    <Box sx={{ height: 461, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <FormControlLabel
        control={
          <Switch checked={selectorDisabled} onChange={(event) => setSelectorDisabled(event.target.checked)} />
        }
        label="disableColumnSelector"
      />
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          initialState={initialState}
          disableColumnSelector={selectorDisabled}
          showToolbar
        />
      </Box>
    </Box>
  );
}
