import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridCellParams, type GridColDef } from '@mui/x-data-grid';

type Status = 'Draft' | 'Sent' | 'Received';

interface PurchaseOrder {
  id: string;
  supplier: string;
  status: Status;
  quantity: number;
  unitPrice: number;
  note: string;
}

const rows: PurchaseOrder[] = [
  { id: 'PO-2291', supplier: 'Nordic Fasteners AB', status: 'Draft', quantity: 5000, unitPrice: 0.07, note: '' },
  { id: 'PO-2288', supplier: 'Rhein Lubricants GmbH', status: 'Sent', quantity: 40, unitPrice: 38.5, note: 'Ask for SDS sheets' },
  { id: 'PO-2285', supplier: 'Tecnobearing S.p.A.', status: 'Received', quantity: 120, unitPrice: 4.2, note: '' },
  { id: 'PO-2292', supplier: 'Beltline Ltd', status: 'Draft', quantity: 60, unitPrice: 11.9, note: 'Split delivery' },
];

const columns: GridColDef<PurchaseOrder>[] = [
  { field: 'id', headerName: 'Order', width: 90 },
  { field: 'supplier', headerName: 'Supplier', flex: 1, minWidth: 160 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Draft', 'Sent', 'Received'],
    width: 110,
    editable: true,
  },
  { field: 'quantity', headerName: 'Quantity', type: 'number', width: 100, editable: true },
  { field: 'unitPrice', headerName: 'Unit price (€)', type: 'number', width: 120, editable: true },
  { field: 'note', headerName: 'Note', width: 160, editable: true },
];

// Quantities and prices are locked once the order has left the draft stage;
// the status and the note stay editable on every order.
const isCellEditable = (params: GridCellParams<PurchaseOrder>) =>
  params.row.status === 'Draft' || params.field === 'status' || params.field === 'note';

export default function ConditionalEditing() {
  return (
    <Box
      sx={{
        height: 266,
        width: '100%',
        // The grid marks every cell it lets users edit with this class.
        '& .MuiDataGrid-cell--editable': { bgcolor: 'action.hover' },
      }}
    >
      <DataGrid rows={rows} columns={columns} isCellEditable={isCellEditable} hideFooter />
    </Box>
  );
}
