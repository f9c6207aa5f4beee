import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  GRID_CHECKBOX_SELECTION_FIELD,
  type GridColDef,
  type GridColumnsManagementProps,
} from '@mui/x-data-grid';

interface Order {
  id: number;
  orderNumber: string;
  customer: string;
  items: number;
  total: number;
  status: 'Paid' | 'Packed' | 'Shipped' | 'Refunded';
  courier: string;
}

const rows: Order[] = [
  { id: 1, orderNumber: 'SO-2041', customer: 'Hannah Okafor', items: 3, total: 84.5, status: 'Shipped', courier: 'ParcelGo' },
  { id: 2, orderNumber: 'SO-2042', customer: 'Mateo Rossi', items: 1, total: 19.99, status: 'Paid', courier: 'ParcelGo' },
  { id: 3, orderNumber: 'SO-2043', customer: 'Aiko Tanaka', items: 5, total: 212, status: 'Packed', courier: 'SwiftPost' },
  { id: 4, orderNumber: 'SO-2044', customer: 'Lars Nilsson', items: 2, total: 46.3, status: 'Refunded', courier: 'SwiftPost' },
  { id: 5, orderNumber: 'SO-2045', customer: 'Fatima Zahra', items: 4, total: 131.75, status: 'Shipped', courier: 'ParcelGo' },
];

const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 100 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'items', headerName: 'Items', type: 'number', width: 80 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => `$${value.toFixed(2)}`,
  },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'courier', headerName: 'Courier', width: 110 },
];

// The selection checkboxes and the order number stay on screen, so they are left out of the panel.
const alwaysShown = new Set<string>([GRID_CHECKBOX_SELECTION_FIELD, 'orderNumber']);

const columnsManagementProps: GridColumnsManagementProps = {
  getTogglableColumns: (allColumns) =>
    allColumns.filter((column) => !alwaysShown.has(column.field)).map((column) => column.field),
  // List the remaining columns alphabetically rather than in grid order.
  sort: 'asc',
};

export default function TogglableColumns() {
  return (
    <Box sx={{ height: 423, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        checkboxSelection
        showToolbar
        slotProps={{ columnsManagement: columnsManagementProps }}
      />
    </Box>
  );
}
