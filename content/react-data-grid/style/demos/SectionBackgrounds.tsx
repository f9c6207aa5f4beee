import * as React from 'react';
import Box from '@mui/material/Box';
import { createTheme, ThemeProvider } from '@mui/material/styles';
// The palette.DataGrid key is typed by the community package's augmentation.
import type {} from '@mui/x-data-grid/themeAugmentation';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

// One set of grid backgrounds per colour scheme: the grid follows the active mode.
const theme = createTheme({
  colorSchemes: {
    light: {
      palette: {
        DataGrid: { bg: '#f8fafc', headerBg: '#dfe7f1', pinnedBg: '#ecf1f7' },
      },
    },
    dark: {
      palette: {
        DataGrid: { bg: '#0f1722', headerBg: '#233044', pinnedBg: '#182232' },
      },
    },
  },
});

interface Vehicle {
  id: string;
  driver: string;
  route: string;
  odometerKm: number;
  fuelPercent: number;
  nextService: string;
}

const rows: Vehicle[] = [
  {
    id: 'VAN-07',
    driver: 'Marta Kowalska',
    route: 'North loop',
    odometerKm: 84210,
    fuelPercent: 62,
    nextService: '2025-04-02',
  },
  {
    id: 'VAN-12',
    driver: 'Idris Bello',
    route: 'Harbour district',
    odometerKm: 127540,
    fuelPercent: 18,
    nextService: '2025-03-18',
  },
  {
    id: 'TRK-03',
    driver: 'Hannah Schultz',
    route: 'Airport freight',
    odometerKm: 203115,
    fuelPercent: 75,
    nextService: '2025-03-25',
  },
  {
    id: 'VAN-21',
    driver: 'Diego Alvarez',
    route: 'Old town',
    odometerKm: 45880,
    fuelPercent: 44,
    nextService: '2025-05-10',
  },
  {
    id: 'TRK-09',
    driver: 'Aiko Mori',
    route: 'Industrial park',
    odometerKm: 158902,
    fuelPercent: 91,
    nextService: '2025-04-14',
  },
];

const columns: GridColDef<Vehicle>[] = [
  { field: 'id', headerName: 'Vehicle', width: 110 },
  { field: 'driver', headerName: 'Driver', width: 150 },
  { field: 'route', headerName: 'Route', flex: 1, minWidth: 120 },
  { field: 'odometerKm', headerName: 'Odometer (km)', type: 'number', width: 130 },
  { field: 'fuelPercent', headerName: 'Fuel (%)', type: 'number', width: 100 },
  { field: 'nextService', headerName: 'Next service', width: 120 },
];

export default function SectionBackgrounds() {
  return (
    <ThemeProvider theme={theme}>
      <Box sx={{ height: 318, width: '100%' }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          initialState={{ pinnedColumns: { left: ['id'] } }}
          hideFooter
        />
      </Box>
    </ThemeProvider>
  );
}
