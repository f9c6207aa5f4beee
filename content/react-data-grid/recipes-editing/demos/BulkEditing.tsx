import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { DataGrid, type GridCellParams, type GridColDef } from '@mui/x-data-grid';

interface Product {
  id: string;
  name: string;
  category: string;
  price: number;
  stock: number;
}

const initialRows: Product[] = [
  { id: 'BK-2041', name: 'Trail helmet, size M', category: 'Safety', price: 89, stock: 14 },
  { id: 'BK-2042', name: 'Trail helmet, size L', category: 'Safety', price: 89, stock: 6 },
  { id: 'BK-3107', name: 'Rechargeable front light', category: 'Lights', price: 45.5, stock: 31 },
  { id: 'BK-3108', name: 'Rear light with brake sensor', category: 'Lights', price: 39, stock: 0 },
  { id: 'BK-4550', name: 'Tubeless repair kit', category: 'Repair', price: 24.9, stock: 52 },
];

const price = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' });

const columns: GridColDef<Product>[] = [
  { field: 'id', headerName: 'SKU', width: 100 },
  { field: 'name', headerName: 'Product', flex: 1, minWidth: 200, editable: true },
  { field: 'category', headerName: 'Category', width: 110 },
  {
    field: 'price',
    headerName: 'Price',
    type: 'number',
    width: 110,
    editable: true,
    valueFormatter: (value: number) => price.format(value),
  },
  { field: 'stock', headerName: 'In stock', type: 'number', width: 100, editable: true },
];

interface PriceList {
  saved: Product[]; // What your server has.
  draft: Record<string, Product>; // Edited rows, by id, not saved yet.
}

export default function BulkEditing() {
  const [list, setList] = React.useState<PriceList>({ saved: initialRows, draft: {} });
  const rows = React.useMemo(() => list.saved.map((row) => list.draft[row.id] ?? row), [list]);
  const changedCount = Object.keys(list.draft).length;

  // Every edit lands in the draft instead of being saved. A row edited back
  // to its saved values leaves the draft.
  const processRowUpdate = (newRow: Product) => {
    setList((current) => {
      const saved = current.saved.find((row) => row.id === newRow.id);
      const keys = Object.keys(newRow) as (keyof Product)[];
      const draft = { ...current.draft, [newRow.id]: newRow };
      if (saved && keys.every((key) => newRow[key] === saved[key])) {
        delete draft[newRow.id];
      }
      return { ...current, draft };
    });
    return newRow;
  };

  const save = () => {
    // Send the draft rows to your server here, in one request.
    setList((current) => ({ saved: current.saved.map((row) => current.draft[row.id] ?? row), draft: {} }));
  };

  const discard = () => setList((current) => ({ ...current, draft: {} }));

  const getCellClassName = ({ id, field, value }: GridCellParams<Product>) => {
    const saved = list.saved.find((row) => row.id === id);
    return list.draft[id] && saved?.[field as keyof Product] !== value ? 'unsaved' : '';
  };

  return (
    <Box sx={{ height: 426, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Button variant="contained" size="small" onClick={save}>
          Save changes
        </Button>
        <Button size="small" onClick={discard}>
          Discard
        </Button>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {changedCount === 0 ? 'No unsaved changes' : `${changedCount} row(s) changed`}
        </Typography>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          processRowUpdate={processRowUpdate}
          getCellClassName={getCellClassName}
          sx={{
            '& .unsaved': {
              bgcolor: (theme) => alpha(theme.palette.warning.main, 0.16),
            },
          }}
        />
      </Box>
    </Box>
  );
}
