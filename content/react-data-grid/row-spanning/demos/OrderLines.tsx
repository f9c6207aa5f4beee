import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface OrderLine {
  id: number;
  order: string;
  customer: string;
  orderedOn: string;
  item: string;
  quantity: number;
}

const rows: OrderLine[] = [
  { id: 1, order: 'SO-2291', customer: 'Café Lumen', orderedOn: '2025-03-03', item: 'Oat milk, 12 × 1 l', quantity: 2 },
  { id: 2, order: 'SO-2291', customer: 'Café Lumen', orderedOn: '2025-03-03', item: 'Espresso beans, 1 kg', quantity: 2 },
  { id: 3, order: 'SO-2292', customer: 'Café Lumen', orderedOn: '2025-03-03', item: 'Paper cups, 1,000', quantity: 1 },
  { id: 4, order: 'SO-2293', customer: 'Hotel Sorrento', orderedOn: '2025-03-04', item: 'Espresso beans, 1 kg', quantity: 6 },
  { id: 5, order: 'SO-2293', customer: 'Hotel Sorrento', orderedOn: '2025-03-04', item: 'Cane sugar sticks, 500', quantity: 4 },
  { id: 6, order: 'SO-2294', customer: 'Bakehouse 19', orderedOn: '2025-03-04', item: 'Oat milk, 12 × 1 l', quantity: 4 },
];

// Only merge cells of the same order: two orders from one customer on one day stay apart.
const byOrder = (value: string, row: OrderLine) => `${row.order} ${value}`;

function getColumns(scoped: boolean): GridColDef<OrderLine>[] {
  return [
    { field: 'order', headerName: 'Order', width: 100 },
    { field: 'customer', headerName: 'Customer', width: 150, rowSpanValueGetter: scoped ? byOrder : undefined },
    { field: 'orderedOn', headerName: 'Ordered', width: 120, rowSpanValueGetter: scoped ? byOrder : undefined },
    { field: 'item', headerName: 'Item', flex: 1, minWidth: 200 },
    // Two lines with the same quantity are not related: null turns spanning off for the column.
    { field: 'quantity', headerName: 'Qty', type: 'number', width: 80, rowSpanValueGetter: () => null },
  ];
}

export default function OrderLines() {
  const [scoped, setScoped] = React.useState(true);
  const columns = React.useMemo(() => getColumns(scoped), [scoped]);
  return (
    <Box sx={{ height: 470, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <FormControlLabel
        control={<Switch checked={scoped} onChange={(event) => setScoped(event.target.checked)} />}
        label="Keep spans within an order"
        sx={{ alignSelf: 'flex-start', mb: 1 }}
      />
      <DataGrid rows={rows} columns={columns} rowSpanning showCellVerticalBorder sx={{ flex: 1, minHeight: 0 }} />
    </Box>
  );
}
