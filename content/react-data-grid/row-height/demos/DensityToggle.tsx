import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  DataGrid,
  GridFooterContainer,
  gridDensityFactorSelector,
  gridDimensionsSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridDensity,
} from '@mui/x-data-grid';

interface PickLine {
  id: number;
  bin: string;
  sku: string;
  product: string;
  quantity: number;
}

const rows: PickLine[] = [
  { id: 1, bin: 'A-03-2', sku: 'TEA-0412', product: 'Sencha green tea, 250 g', quantity: 12 },
  { id: 2, bin: 'A-07-1', sku: 'COF-1180', product: 'Espresso beans, 1 kg', quantity: 4 },
  { id: 3, bin: 'B-01-4', sku: 'MUG-0051', product: 'Stoneware mug, slate', quantity: 6 },
  { id: 4, bin: 'B-12-3', sku: 'FLT-0207', product: 'Paper filters, size 4', quantity: 20 },
  { id: 5, bin: 'C-04-1', sku: 'KET-0098', product: 'Gooseneck kettle, 0.9 l', quantity: 1 },
];

const columns: GridColDef<PickLine>[] = [
  { field: 'bin', headerName: 'Bin', width: 100 },
  { field: 'sku', headerName: 'SKU', width: 110 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 200 },
  { field: 'quantity', headerName: 'Qty', type: 'number', width: 80 },
];

// Reads the heights the grid computed for the current density.
function DensityFooter() {
  const apiRef = useGridApiContext();
  const factor = useGridSelector(apiRef, gridDensityFactorSelector);
  const { rowHeight, headerHeight } = useGridSelector(apiRef, gridDimensionsSelector);
  return (
    <GridFooterContainer sx={{ px: 2, typography: 'body2' }}>
      Factor {factor}: rows {rowHeight} px, header {headerHeight} px
    </GridFooterContainer>
  );
}

export default function DensityToggle() {
  const [density, setDensity] = React.useState<GridDensity>('standard');
  const handleChange = (_event: React.MouseEvent, value: GridDensity | null) => value && setDensity(value);
  return (
    <Box sx={{ height: 509, width: '100%', display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1 }}>
      <ToggleButtonGroup size="small" exclusive value={density} onChange={handleChange} aria-label="Grid density">
        <ToggleButton value="compact">Compact</ToggleButton>
        <ToggleButton value="standard">Standard</ToggleButton>
        <ToggleButton value="comfortable">Comfortable</ToggleButton>
      </ToggleButtonGroup>
      <DataGrid
        rows={rows}
        columns={columns}
        density={density}
        onDensityChange={setDensity}
        slots={{ footer: DensityFooter }}
        sx={{ flex: 1, minHeight: 0, alignSelf: 'stretch' }}
      />
    </Box>
  );
}
