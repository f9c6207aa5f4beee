import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridRowClassNameParams } from '@mui/x-data-grid';

interface InvoiceLine {
  id: string;
  kind: 'item' | 'summary';
  description: string;
  quantity?: number;
  unitPrice?: number;
  amount: number;
}

const items: InvoiceLine[] = [
  {
    id: 'l1',
    kind: 'item',
    description: 'Oak dining table, 180 cm',
    quantity: 1,
    unitPrice: 1240,
    amount: 1240,
  },
  {
    id: 'l2',
    kind: 'item',
    description: 'Upholstered chair, sage green',
    quantity: 6,
    unitPrice: 185,
    amount: 1110,
  },
  { id: 'l3', kind: 'item', description: 'Linen table runner', quantity: 2, unitPrice: 34.5, amount: 69 },
  {
    id: 'l4',
    kind: 'item',
    description: 'White-glove delivery and assembly',
    quantity: 1,
    unitPrice: 90,
    amount: 90,
  },
];

const subtotal = items.reduce((sum, line) => sum + line.amount, 0);
const vat = Math.round(subtotal * 0.2 * 100) / 100;

const rows: InvoiceLine[] = [
  ...items,
  { id: 'subtotal', kind: 'summary', description: 'Subtotal', amount: subtotal },
  { id: 'vat', kind: 'summary', description: 'VAT 20%', amount: vat },
  { id: 'total', kind: 'summary', description: 'Total due', amount: subtotal + vat },
];

const euros = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });
const formatEuros = (value?: number) => (value == null ? '' : euros.format(value));

const columns: GridColDef<InvoiceLine>[] = [
  {
    field: 'description',
    headerName: 'Description',
    flex: 1,
    minWidth: 200,
    // Summary rows: the label covers the quantity and unit price columns.
    colSpan: (_value, row) => (row.kind === 'summary' ? 3 : undefined),
    cellClassName: ({ row }) => (row.kind === 'summary' ? 'summary-label' : ''),
  },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 70 },
  { field: 'unitPrice', headerName: 'Unit price', type: 'number', width: 110, valueFormatter: formatEuros },
  { field: 'amount', headerName: 'Amount', type: 'number', width: 120, valueFormatter: formatEuros },
];

const getRowClassName = ({ row }: GridRowClassNameParams<InvoiceLine>) =>
  row.id === 'total' ? 'total-row' : '';

export default function InvoiceSummary() {
  return (
    <Box sx={{ height: 422, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowClassName={getRowClassName}
        disableColumnSorting
        disableColumnFilter
        hideFooter
        sx={{
          '& .summary-label': { textAlign: 'right', fontWeight: 500 },
          '& .total-row': { fontWeight: 700 },
        }}
      />
    </Box>
  );
}
