import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface OrderLine {
  id: number;
  item: string;
  quantity: number;
  unitPrice: number;
  giftWrap: boolean;
}

const initialLines: OrderLine[] = [
  { id: 1, item: 'Ceramic pour-over set', quantity: 1, unitPrice: 38, giftWrap: true },
  { id: 2, item: 'Single-origin beans, 250 g', quantity: 3, unitPrice: 12.5, giftWrap: false },
  { id: 3, item: 'Hand grinder', quantity: 1, unitPrice: 64, giftWrap: false },
  { id: 4, item: 'Paper filters (100)', quantity: 2, unitPrice: 6.75, giftWrap: false },
];

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const columns: GridColDef<OrderLine>[] = [
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 190, editable: true },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80, editable: true },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 110,
    editable: true,
    valueFormatter: (value: number) => currency.format(value),
  },
  { field: 'giftWrap', headerName: 'Gift wrap', type: 'boolean', width: 100, editable: true },
  {
    field: 'lineTotal',
    headerName: 'Line total',
    type: 'number',
    width: 120,
    valueGetter: (_value, row) => row.quantity * row.unitPrice,
    valueFormatter: (value: number) => currency.format(value),
  },
];

// Keep the previous value when an edit leaves a number cell empty or negative.
function sanitize(next: OrderLine, previous: OrderLine): OrderLine {
  const valid = (n: number | null) => typeof n === 'number' && Number.isFinite(n) && n >= 0;
  return {
    ...next,
    quantity: valid(next.quantity) ? Math.round(next.quantity) : previous.quantity,
    unitPrice: valid(next.unitPrice) ? next.unitPrice : previous.unitPrice,
  };
}

export default function EditableOrderLines() {
  const [lines, setLines] = React.useState<OrderLine[]>(initialLines);
  const total = lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);

  const processRowUpdate = (newRow: OrderLine, oldRow: OrderLine) => {
    const saved = sanitize(newRow, oldRow);
    setLines((prev) => prev.map((line) => (line.id === saved.id ? saved : line)));
    return saved;
  };

  return (
    <Box sx={{ height: 380, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="body2">
        Order total: <strong>{currency.format(total)}</strong>
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid rows={lines} columns={columns} processRowUpdate={processRowUpdate} hideFooter />
      </Box>
    </Box>
  );
}
