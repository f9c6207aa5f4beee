import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  gridClasses,
  type GridColDef,
  type GridPinnedRowsProp,
} from '@mui/x-data-grid-pro';

interface InvoiceLine {
  id: string;
  description: string;
  quantity?: number;
  unitPrice?: number;
  amount?: number;
}

const initialLines: InvoiceLine[] = [
  { id: 'l1', description: 'Website redesign, discovery workshop', quantity: 2, unitPrice: 950 },
  { id: 'l2', description: 'UI design, per screen', quantity: 14, unitPrice: 180 },
  { id: 'l3', description: 'Front-end development, per day', quantity: 9, unitPrice: 640 },
  { id: 'l4', description: 'Content migration, per page', quantity: 48, unitPrice: 25 },
  { id: 'l5', description: 'Hosting setup (one-off)', quantity: 1, unitPrice: 320 },
];

const VAT_RATE = 0.2;

const eur = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });
const formatMoney = (value?: number) => (value == null ? '' : eur.format(value));

// Totals in bold, the last one (total due) bolder.
const boldTotals = {
  height: 480,
  width: '100%',
  [`& .${gridClasses['pinnedRows--bottom']} .${gridClasses.row}`]: { fontWeight: 500 },
  [`& .${gridClasses['pinnedRows--bottom']} .${gridClasses.row}:last-of-type`]: { fontWeight: 700 },
};

const columns: GridColDef<InvoiceLine>[] = [
  { field: 'description', headerName: 'Description', flex: 1, minWidth: 220 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 90, editable: true },
  {
    field: 'unitPrice',
    headerName: 'Unit price',
    type: 'number',
    width: 120,
    editable: true,
    valueFormatter: formatMoney,
  },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 130,
    // Lines compute their amount; the pinned rows carry theirs in `amount`.
    valueGetter: (value: number | undefined, row) => value ?? (row.quantity ?? 0) * (row.unitPrice ?? 0),
    valueFormatter: formatMoney,
  },
];

export default function InvoiceTotals() {
  const [lines, setLines] = React.useState(initialLines);

  const pinnedRows = React.useMemo<GridPinnedRowsProp<InvoiceLine>>(() => {
    const subtotal = lines.reduce((sum, line) => sum + (line.quantity ?? 0) * (line.unitPrice ?? 0), 0);
    const vat = Math.round(subtotal * VAT_RATE * 100) / 100;
    return {
      bottom: [
        { id: 'subtotal', description: 'Subtotal', amount: subtotal },
        { id: 'vat', description: `VAT ${VAT_RATE * 100}%`, amount: vat },
        { id: 'total', description: 'Total due', amount: subtotal + vat },
      ],
    };
  }, [lines]);

  const processRowUpdate = (updated: InvoiceLine) => {
    setLines((previous) => previous.map((line) => (line.id === updated.id ? updated : line)));
    return updated;
  };

  return (
    <Box sx={boldTotals}>
      <DataGridPro
        rows={lines}
        columns={columns}
        pinnedRows={pinnedRows}
        processRowUpdate={processRowUpdate}
        // Only invoice lines can be edited: the totals are computed.
        isCellEditable={(params) => params.rowNode.type !== 'pinnedRow'}
        hideFooter
      />
    </Box>
  );
}
