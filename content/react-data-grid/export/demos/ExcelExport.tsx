import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Expense {
  id: number;
  employee: string;
  category: string;
  date: Date;
  amount: number;
  receipt: boolean;
}

const rows: Expense[] = [
  { id: 1, employee: 'Sofia Lindqvist', category: 'Travel', date: new Date(2026, 10, 3), amount: 412.8, receipt: true },
  { id: 2, employee: 'Marcus Bell', category: 'Meals', date: new Date(2026, 10, 4), amount: 68.25, receipt: true },
  { id: 3, employee: 'Aiko Mori', category: 'Software', date: new Date(2026, 10, 10), amount: 199, receipt: false },
  { id: 4, employee: 'Marcus Bell', category: 'Travel', date: new Date(2026, 10, 12), amount: 1290, receipt: true },
  { id: 5, employee: 'Nadia Haddad', category: 'Equipment', date: new Date(2026, 10, 18), amount: 349.99, receipt: false },
];

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Expense>[] = [
  { field: 'employee', headerName: 'Employee', flex: 1, minWidth: 160 },
  {
    field: 'category',
    headerName: 'Category',
    type: 'singleSelect',
    valueOptions: ['Travel', 'Meals', 'Software', 'Equipment'],
    width: 130,
  },
  { field: 'date', headerName: 'Date', type: 'date', width: 120 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => currency.format(value),
  },
  { field: 'receipt', headerName: 'Receipt', type: 'boolean', width: 100 },
];

export default function ExcelExport() {
  return (
    <Box sx={{ height: 423, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        showToolbar
        slotProps={{ toolbar: { excelOptions: { fileName: 'expenses-november' } } }}
      />
    </Box>
  );
}
