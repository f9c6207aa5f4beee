import * as React from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridRowParams } from '@mui/x-data-grid-pro';

interface LineItem {
  sku: string;
  product: string;
  quantity: number;
  unitPrice: number;
}

interface Order {
  id: string;
  customer: string;
  placedOn: string;
  shipTo: string;
  items: LineItem[];
}

const rows: Order[] = [
  {
    id: 'SO-20431',
    customer: 'Café Aurora',
    placedOn: '2025-03-03',
    shipTo: 'Rua das Flores 12, Lisbon',
    items: [
      { sku: 'BEAN-ETH-1K', product: 'Ethiopia Guji beans, 1 kg', quantity: 6, unitPrice: 31.5 },
      { sku: 'CUP-PAPER-12', product: 'Paper cups 12 oz, box of 1,000', quantity: 2, unitPrice: 64 },
    ],
  },
  {
    id: 'SO-20436',
    customer: 'Bäckerei Zimmermann',
    placedOn: '2025-03-04',
    shipTo: 'Kastanienallee 7, Berlin',
    items: [
      { sku: 'BEAN-BRA-1K', product: 'Brazil Cerrado beans, 1 kg', quantity: 10, unitPrice: 24 },
      { sku: 'MILK-OAT-1L', product: 'Barista oat drink, 1 l', quantity: 24, unitPrice: 2.9 },
      { sku: 'FILTER-V60', product: 'V60 paper filters, pack of 100', quantity: 5, unitPrice: 6.5 },
      { sku: 'SCALE-01', product: 'Brewing scale with timer', quantity: 1, unitPrice: 49 },
    ],
  },
  {
    id: 'SO-20440',
    customer: 'Tanaka Tea Room',
    placedOn: '2025-03-04',
    shipTo: '2-14 Nakazaki, Osaka',
    items: [{ sku: 'GRINDER-C40', product: 'Hand grinder, steel burr', quantity: 1, unitPrice: 259 }],
  },
  {
    id: 'SO-20445',
    customer: 'Office Kitchen Co.',
    placedOn: '2025-03-05',
    shipTo: 'ul. Świdnicka 40, Wrocław',
    items: [
      { sku: 'BEAN-COL-1K', product: 'Colombia Huila beans, 1 kg', quantity: 12, unitPrice: 27 },
      { sku: 'CUP-PAPER-8', product: 'Paper cups 8 oz, box of 1,000', quantity: 3, unitPrice: 52 },
      { sku: 'SUGAR-STICK', product: 'Cane sugar sticks, box of 500', quantity: 2, unitPrice: 11 },
    ],
  },
];

const euros = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' });
const totalOf = (order: Order) => order.items.reduce((sum, item) => sum + item.quantity * item.unitPrice, 0);

const columns: GridColDef<Order>[] = [
  { field: 'id', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 180 },
  { field: 'placedOn', headerName: 'Placed on', width: 120 },
  { field: 'lines', headerName: 'Lines', type: 'number', width: 80, valueGetter: (_value, row) => row.items.length },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 120,
    valueGetter: (_value, row) => totalOf(row),
    valueFormatter: (value: number) => euros.format(value),
  },
];

function OrderLines({ order }: { order: Order }) {
  return (
    <Box sx={{ py: 2, px: 7 }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Ship to {order.shipTo}
      </Typography>
      <Table size="small" aria-label={`Lines of order ${order.id}`}>
        <TableHead>
          <TableRow>
            <TableCell>Product</TableCell>
            <TableCell align="right">Quantity</TableCell>
            <TableCell align="right">Unit price</TableCell>
            <TableCell align="right">Amount</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {order.items.map((item) => (
            <TableRow key={item.sku}>
              <TableCell>{item.product}</TableCell>
              <TableCell align="right">{item.quantity}</TableCell>
              <TableCell align="right">{euros.format(item.unitPrice)}</TableCell>
              <TableCell align="right">{euros.format(item.quantity * item.unitPrice)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

const getDetailPanelContent = ({ row }: GridRowParams<Order>) => <OrderLines order={row} />;
// 'auto': each panel is as tall as its content, so an order of one line gets a short panel.
const getDetailPanelHeight = () => 'auto' as const;

export default function AutoHeightDetailPanel() {
  return (
    <Box sx={{ height: 547, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        initialState={{ detailPanel: { expandedRowIds: new Set(['SO-20436']) } }}
      />
    </Box>
  );
}
