import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface StockLine {
  id: number;
  zone: string;
  aisle: string;
  product: string;
  onHand: number;
}

// Sorted by zone, then aisle, so that equal values sit in consecutive rows.
const rows: StockLine[] = [
  { id: 1, zone: 'Ambient', aisle: 'A1', product: 'Basmati rice, 5 kg', onHand: 140 },
  { id: 2, zone: 'Ambient', aisle: 'A1', product: 'Red lentils, 2 kg', onHand: 86 },
  { id: 3, zone: 'Ambient', aisle: 'A2', product: 'Chopped tomatoes, 6 × 400 g', onHand: 212 },
  { id: 4, zone: 'Chilled', aisle: 'C4', product: 'Greek yoghurt, 1 kg', onHand: 48 },
  { id: 5, zone: 'Chilled', aisle: 'C4', product: 'Halloumi, 250 g', onHand: 63 },
  { id: 6, zone: 'Chilled', aisle: 'C5', product: 'Fresh pasta, 500 g', onHand: 37 },
  { id: 7, zone: 'Frozen', aisle: 'F1', product: 'Garden peas, 1 kg', onHand: 95 },
];

const columns: GridColDef<StockLine>[] = [
  { field: 'zone', headerName: 'Zone', width: 120 },
  { field: 'aisle', headerName: 'Aisle', width: 90 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 220 },
  { field: 'onHand', headerName: 'On hand', type: 'number', width: 100 },
];

export default function WarehouseStock() {
  const [spanning, setSpanning] = React.useState(true);
  return (
    <Box sx={{ height: 520, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <FormControlLabel
        control={<Switch checked={spanning} onChange={(event) => setSpanning(event.target.checked)} />}
        label="Row spanning"
        sx={{ alignSelf: 'flex-start', mb: 1 }}
      />
      <DataGrid rows={rows} columns={columns} rowSpanning={spanning} showCellVerticalBorder sx={{ flex: 1, minHeight: 0 }} />
    </Box>
  );
}
