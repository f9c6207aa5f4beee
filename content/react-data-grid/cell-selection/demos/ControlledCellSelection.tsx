import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPremium,
  type GridCellSelectionModel,
  type GridColDef,
} from '@mui/x-data-grid-premium';

interface Stock {
  id: string;
  product: string;
  lyon: number;
  porto: number;
  gdansk: number;
}

const rows: Stock[] = [
  { id: 'SKU-118', product: 'Standing desk frame', lyon: 34, porto: 12, gdansk: 51 },
  { id: 'SKU-204', product: 'Monitor arm, dual', lyon: 80, porto: 45, gdansk: 0 },
  { id: 'SKU-310', product: 'Ergonomic chair', lyon: 16, porto: 27, gdansk: 9 },
  { id: 'SKU-422', product: 'Desk lamp, LED', lyon: 140, porto: 96, gdansk: 73 },
  { id: 'SKU-507', product: 'Cable tray', lyon: 0, porto: 58, gdansk: 64 },
];

const columns: GridColDef<Stock>[] = [
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 170 },
  { field: 'lyon', headerName: 'Lyon', type: 'number', width: 90 },
  { field: 'porto', headerName: 'Porto', type: 'number', width: 90 },
  { field: 'gdansk', headerName: 'Gdańsk', type: 'number', width: 90 },
];

const warehouses = ['lyon', 'porto', 'gdansk'] as const;

// One entry per row id, then one `true` per selected field of that row.
const outOfStock = (): GridCellSelectionModel => {
  const model: GridCellSelectionModel = {};
  for (const row of rows) {
    for (const field of warehouses) {
      if (row[field] === 0) {
        model[row.id] = { ...model[row.id], [field]: true };
      }
    }
  }
  return model;
};

export default function ControlledCellSelection() {
  const [model, setModel] = React.useState<GridCellSelectionModel>({ 'SKU-310': { gdansk: true } });
  const cells = Object.values(model).flatMap((fields) => Object.values(fields)).filter(Boolean).length;

  return (
    <Box sx={{ height: 420, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Button size="small" variant="outlined" onClick={() => setModel(outOfStock())}>
          Select out of stock
        </Button>
        <Button size="small" onClick={() => setModel({})}>
          Clear
        </Button>
        <Typography variant="body2" role="status" noWrap sx={{ fontFamily: 'monospace', fontSize: 12 }}>
          {cells} {cells === 1 ? 'cell' : 'cells'}: {JSON.stringify(model)}
        </Typography>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          cellSelection
          rowSelection={false}
          cellSelectionModel={model}
          onCellSelectionModelChange={setModel}
          hideFooter
        />
      </Box>
    </Box>
  );
}
