import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridPinnedColumnFields } from '@mui/x-data-grid-pro';

const warehouses = ['Rotterdam', 'Hamburg', 'Antwerp', 'Lyon', 'Milan', 'Madrid', 'Warsaw', 'Prague', 'Vienna', 'Dublin'];

interface Product {
  id: string;
  sku: string;
  product: string;
  stock: number[];
}

const rows: Product[] = [
  { id: 'p1', sku: 'KT-2041', product: 'Cast-iron skillet 28 cm', stock: [140, 96, 52, 30, 44, 61, 18, 27, 35, 12] },
  { id: 'p2', sku: 'KT-1187', product: 'Chef knife 20 cm', stock: [310, 255, 120, 98, 130, 87, 64, 71, 90, 40] },
  { id: 'p3', sku: 'KT-3302', product: 'Dutch oven 5 l', stock: [48, 35, 20, 9, 16, 22, 6, 11, 14, 3] },
  { id: 'p4', sku: 'KT-0915', product: 'Bamboo cutting board', stock: [520, 410, 260, 180, 205, 230, 150, 120, 170, 95] },
  { id: 'p5', sku: 'KT-4470', product: 'Espresso stovetop pot', stock: [75, 60, 44, 52, 110, 38, 21, 30, 26, 15] },
];

const columns: GridColDef<Product>[] = [
  { field: 'sku', headerName: 'SKU', width: 110 },
  { field: 'product', headerName: 'Product', width: 210 },
  ...warehouses.map<GridColDef<Product>>((city, index) => ({
    field: city.toLowerCase(),
    headerName: city,
    type: 'number',
    width: 120,
    valueGetter: (_value, row) => row.stock[index],
  })),
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 100,
    valueGetter: (_value, row) => row.stock.reduce((sum, value) => sum + value, 0),
  },
];

const defaultPins: GridPinnedColumnFields = { left: ['product'], right: ['total'] };

export default function ControlledPinnedColumns() {
  const [pinnedColumns, setPinnedColumns] = React.useState<GridPinnedColumnFields>(defaultPins);

  return (
    <Box sx={{ height: 420, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Stack direction="row" spacing={1} sx={{ height: 48, alignItems: 'center', flexShrink: 0 }}>
        <Button size="small" variant="outlined" onClick={() => setPinnedColumns({})}>
          Unpin all
        </Button>
        <Button size="small" variant="outlined" onClick={() => setPinnedColumns(defaultPins)}>
          Reset
        </Button>
        <Typography variant="caption" sx={{ fontFamily: 'monospace', minWidth: 0, overflowWrap: 'anywhere' }}>
          {JSON.stringify(pinnedColumns)}
        </Typography>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          pinnedColumns={pinnedColumns}
          onPinnedColumnsChange={(model) => setPinnedColumns(model)}
        />
      </Box>
    </Box>
  );
}
