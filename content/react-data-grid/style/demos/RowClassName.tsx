import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridRowClassNameParams } from '@mui/x-data-grid';

type InvoiceStatus = 'Paid' | 'Open' | 'Overdue';

interface Invoice {
  id: string;
  client: string;
  amount: number;
  dueDate: string;
  status: InvoiceStatus;
}

const rows: Invoice[] = [
  { id: 'INV-2301', client: 'Maple Leaf Logistics', amount: 4280, dueDate: '2025-02-14', status: 'Paid' },
  { id: 'INV-2302', client: 'Orchid Health Clinic', amount: 1190, dueDate: '2025-02-28', status: 'Overdue' },
  { id: 'INV-2303', client: 'Sato Architecture', amount: 7650, dueDate: '2025-03-10', status: 'Open' },
  { id: 'INV-2304', client: 'Greenhill School', amount: 560, dueDate: '2025-03-01', status: 'Overdue' },
  { id: 'INV-2305', client: 'Atlas Bike Repair', amount: 2340, dueDate: '2025-03-21', status: 'Open' },
  { id: 'INV-2306', client: 'Riverside Bakery', amount: 880, dueDate: '2025-02-07', status: 'Paid' },
];

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 110 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 180 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => `€${value.toLocaleString('en-US')}`,
  },
  { field: 'dueDate', headerName: 'Due', width: 120 },
  { field: 'status', headerName: 'Status', width: 110 },
];

const getRowClassName = (params: GridRowClassNameParams<Invoice>) =>
  `invoice--${params.row.status.toLowerCase()}`;

export default function RowClassName() {
  return (
    <Box sx={{ height: 370, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowClassName={getRowClassName}
        hideFooter
        sx={(theme) => ({
          '& .invoice--overdue': {
            backgroundColor: '#fdecec',
            color: '#7f1d1d',
            fontWeight: 600,
            boxShadow: `inset 4px 0 0 #c62828`,
            '&:hover': { backgroundColor: '#f9dada' },
            ...theme.applyStyles('dark', {
              backgroundColor: '#3d1a1a',
              color: '#fecaca',
              '&:hover': { backgroundColor: '#4a2020' },
            }),
          },
          '& .invoice--paid': {
            color: 'text.secondary',
          },
        })}
      />
    </Box>
  );
}
