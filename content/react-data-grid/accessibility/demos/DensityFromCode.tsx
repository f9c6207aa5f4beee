import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { DataGrid, useGridApiRef, type GridColDef, type GridDensity } from '@mui/x-data-grid';

interface Plot {
  id: number;
  plot: string;
  gardener: string;
  crop: string;
  lastWatered: string;
}

const plots: Plot[] = [
  { id: 1, plot: 'A1', gardener: 'Yusuf Demir', crop: 'Tomatoes', lastWatered: 'Today, 07:40' },
  { id: 2, plot: 'A2', gardener: 'Hannah Weiss', crop: 'Runner beans', lastWatered: 'Yesterday' },
  { id: 3, plot: 'B1', gardener: 'Tomás Ortega', crop: 'Courgettes', lastWatered: 'Today, 06:15' },
  { id: 4, plot: 'B2', gardener: 'Mirela Popescu', crop: 'Strawberries', lastWatered: '2 days ago' },
];

const columns: GridColDef<Plot>[] = [
  { field: 'plot', headerName: 'Plot', width: 90 },
  { field: 'gardener', headerName: 'Gardener', flex: 1, minWidth: 160 },
  { field: 'crop', headerName: 'Crop', width: 150 },
  { field: 'lastWatered', headerName: 'Last watered', width: 150 },
];

export default function DensityFromCode() {
  const apiRef = useGridApiRef();
  const [density, setDensity] = React.useState<GridDensity>('standard');

  return (
    <Box sx={{ height: 420, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        aria-label="Row density"
        value={density}
        onChange={(_, value: GridDensity | null) => {
          if (value) apiRef.current?.setDensity(value);
        }}
      >
        <ToggleButton value="compact">Compact</ToggleButton>
        <ToggleButton value="standard">Standard</ToggleButton>
        <ToggleButton value="comfortable">Comfortable</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          apiRef={apiRef}
          rows={plots}
          columns={columns}
          onDensityChange={setDensity}
          hideFooter
        />
      </Box>
    </Box>
  );
}
