import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Invoice {
  id: string;
  client: string;
  issuedOn: Date;
  amount: number;
  status: 'Draft' | 'Sent' | 'Paid' | 'Overdue';
}

const rows: Invoice[] = [
  { id: 'INV-2041', client: 'Northwind Bakery', issuedOn: new Date(2026, 9, 2), amount: 1840, status: 'Paid' },
  { id: 'INV-2042', client: 'Harbour Dental Clinic', issuedOn: new Date(2026, 9, 9), amount: 620.5, status: 'Paid' },
  { id: 'INV-2043', client: 'Café Ünterberg', issuedOn: new Date(2026, 9, 16), amount: 2975, status: 'Overdue' },
  { id: 'INV-2044', client: 'Blue Ridge Cycles', issuedOn: new Date(2026, 9, 30), amount: 310, status: 'Sent' },
  { id: 'INV-2045', client: 'Okafor & Sons, Ltd.', issuedOn: new Date(2026, 10, 6), amount: 4410.75, status: 'Sent' },
  { id: 'INV-2046', client: 'Lumen Yoga Studio', issuedOn: new Date(2026, 10, 13), amount: 980, status: 'Draft' },
];

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 120 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 180 },
  { field: 'issuedOn', headerName: 'Issued on', type: 'date', width: 130 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 130,
    valueFormatter: (value: number) => currency.format(value),
  },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Draft', 'Sent', 'Paid', 'Overdue'],
    width: 120,
  },
];

export default function ExportDefaultToolbar() {
  return (
    <Box sx={{ height: 475, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} showToolbar />
    </Box>
  );
}
