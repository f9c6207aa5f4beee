import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Product {
  id: string;
  name: string;
  price: number;
  stock: number;
  shelf: string;
}

const rows: Product[] = [
  { id: 'TEA-01', name: 'Assam breakfast tea, 250 g', price: 6.5, stock: 40, shelf: 'A1' },
  { id: 'TEA-02', name: 'Sencha green tea, 100 g', price: 8.9, stock: 22, shelf: 'A1' },
  { id: 'TEA-03', name: 'Rooibos vanilla, 200 g', price: 7.25, stock: 0, shelf: 'A2' },
  { id: 'COF-01', name: 'Colombian coffee beans, 1 kg', price: 24, stock: 15, shelf: 'B1' },
  { id: 'COF-02', name: 'Decaf espresso, 500 g', price: 13.4, stock: 9, shelf: 'B1' },
];

const columns: GridColDef<Product>[] = [
  { field: 'id', headerName: 'SKU', width: 100 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 200, editable: true },
  {
    field: 'price',
    headerName: 'Price (€)',
    type: 'number',
    width: 110,
    editable: true,
    valueFormatter: (value: number | null) =>
      value == null ? '' : value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  },
  { field: 'stock', headerName: 'Stock', type: 'number', width: 90, editable: true },
  { field: 'shelf', headerName: 'Shelf', width: 90, editable: true },
];

export default function PasteCells() {
  const [disablePaste, setDisablePaste] = React.useState(false);

  return (
    <Box sx={{ height: 472, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <FormControlLabel
        control={
          <Switch checked={disablePaste} onChange={(event) => setDisablePaste(event.target.checked)} />
        }
        label="disableClipboardPaste"
      />
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          cellSelection
          rowSelection={false}
          disableClipboardPaste={disablePaste}
          hideFooter
        />
      </Box>
    </Box>
  );
}
