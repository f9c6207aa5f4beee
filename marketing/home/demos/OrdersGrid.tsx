import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Order {
  id: number;
  customer: string;
  status: 'Paid' | 'Shipped' | 'Refunded';
  total: number;
}

const rows: Order[] = [
  { id: 1041, customer: 'Nadia Haddad', status: 'Shipped', total: 184.5 },
  { id: 1042, customer: 'Tomás Ibarra', status: 'Paid', total: 59 },
  { id: 1043, customer: 'Grace Mwangi', status: 'Refunded', total: 112.8 },
  { id: 1044, customer: 'Kenji Watanabe', status: 'Shipped', total: 420.25 },
  { id: 1045, customer: 'Elin Berg', status: 'Paid', total: 76.4 },
  { id: 1046, customer: 'Omar Farouk', status: 'Shipped', total: 239.99 },
  { id: 1047, customer: 'Ana Souza', status: 'Paid', total: 98.1 },
];

const euros = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' });

// Three columns fit a phone-width card (about 300 px) without a horizontal scrollbar.
const columns: GridColDef<Order>[] = [
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 110 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Paid', 'Shipped', 'Refunded'],
    width: 90,
  },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 90,
    valueFormatter: (value: number) => euros.format(value),
  },
];

export default function OrdersGrid() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        density="compact"
        hideFooter
        initialState={{ sorting: { sortModel: [{ field: 'total', sort: 'desc' }] } }}
      />
    </Box>
  );
}
