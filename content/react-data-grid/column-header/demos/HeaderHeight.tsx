import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DataGrid, type GridColDef, type GridDensity } from '@mui/x-data-grid';

interface Hut {
  id: number;
  name: string;
  range: string;
  altitudeM: number;
  beds: number;
}

const rows: Hut[] = [
  { id: 1, name: 'Capanna Margherita', range: 'Monte Rosa', altitudeM: 4554, beds: 70 },
  { id: 2, name: 'Refuge du Goûter', range: 'Mont Blanc', altitudeM: 3835, beds: 120 },
  { id: 3, name: 'Hörnlihütte', range: 'Matterhorn', altitudeM: 3260, beds: 130 },
  { id: 4, name: 'Stüdlhütte', range: 'Großglockner', altitudeM: 2802, beds: 75 },
];

const columns: GridColDef<Hut>[] = [
  { field: 'name', headerName: 'Hut', flex: 1, minWidth: 170 },
  { field: 'range', headerName: 'Massif', width: 140 },
  { field: 'altitudeM', headerName: 'Altitude (m)', type: 'number', width: 155 },
  { field: 'beds', headerName: 'Beds', type: 'number', width: 110 },
];

// The grid multiplies the header height by these factors.
const densityFactor: Record<GridDensity, number> = { compact: 0.7, standard: 1, comfortable: 1.3 };

export default function HeaderHeight() {
  const [headerHeight, setHeaderHeight] = React.useState(56);
  const [density, setDensity] = React.useState<GridDensity>('standard');

  return (
    <Box sx={{ height: 458, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 2, height: 48, flexShrink: 0 }}>
        <TextField
          select
          size="small"
          label="columnHeaderHeight"
          value={headerHeight}
          onChange={(event) => setHeaderHeight(Number(event.target.value))}
          sx={{ width: 160 }}
        >
          {[40, 56, 80].map((height) => (
            <MenuItem key={height} value={height}>
              {height}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="density"
          value={density}
          onChange={(event) => setDensity(event.target.value as GridDensity)}
          sx={{ width: 150 }}
        >
          <MenuItem value="compact">compact</MenuItem>
          <MenuItem value="standard">standard</MenuItem>
          <MenuItem value="comfortable">comfortable</MenuItem>
        </TextField>
      </Box>
      <Box component="p" sx={{ m: 0, typography: 'body2', color: 'text.secondary' }}>
        Rendered header height: {Math.floor(headerHeight * densityFactor[density])} px
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          columnHeaderHeight={headerHeight}
          density={density}
          hideFooter
        />
      </Box>
    </Box>
  );
}
