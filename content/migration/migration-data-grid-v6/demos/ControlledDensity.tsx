import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, type GridColDef, type GridDensity } from '@mui/x-data-grid';

type StockItem = {
  id: number;
  sku: string;
  product: string;
  warehouse: string;
  units: number;
  unitCost: number;
};

const rows: StockItem[] = [
  { id: 1, sku: 'CHR-204', product: 'Ergonomic office chair', warehouse: 'Lyon', units: 38, unitCost: 142.5 },
  { id: 2, sku: 'DSK-118', product: 'Standing desk frame', warehouse: 'Lyon', units: 12, unitCost: 289 },
  { id: 3, sku: 'LMP-071', product: 'LED desk lamp', warehouse: 'Rotterdam', units: 215, unitCost: 23.9 },
  { id: 4, sku: 'MON-330', product: 'Monitor arm, dual', warehouse: 'Rotterdam', units: 64, unitCost: 74 },
  { id: 5, sku: 'CAB-009', product: 'Cable tray', warehouse: 'Leipzig', units: 430, unitCost: 11.25 },
];

const currency = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' });

const columns: GridColDef<StockItem>[] = [
  { field: 'sku', headerName: 'SKU', width: 100 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 160 },
  { field: 'warehouse', headerName: 'Warehouse', width: 110 },
  { field: 'units', headerName: 'Units', type: 'number', width: 80 },
  {
    field: 'stockValue',
    headerName: 'Stock value',
    type: 'number',
    width: 120,
    // v7 signature: (value, row, column, apiRef) instead of one params object
    valueGetter: (_value, row) => row.units * row.unitCost,
    valueFormatter: (value: number) => currency.format(value),
  },
];

export default function ControlledDensity() {
  const [density, setDensity] = React.useState<GridDensity>('standard');

  return (
    <Box sx={{ height: 460, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={density}
        onChange={(_event, next: GridDensity | null) => next && setDensity(next)}
        aria-label="Row density"
      >
        <ToggleButton value="compact">Compact</ToggleButton>
        <ToggleButton value="standard">Standard</ToggleButton>
        <ToggleButton value="comfortable">Comfortable</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid rows={rows} columns={columns} density={density} onDensityChange={setDensity} hideFooter />
      </Box>
    </Box>
  );
}
