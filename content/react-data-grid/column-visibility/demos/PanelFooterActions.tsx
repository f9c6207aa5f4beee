import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef, type GridInitialState } from '@mui/x-data-grid';

interface Reading {
  id: number;
  station: string;
  temperatureC: number;
  humidity: number;
  windKmh: number;
  pressureHpa: number;
  rainMm: number;
}

const rows: Reading[] = [
  { id: 1, station: 'Harbour Pier', temperatureC: 14.2, humidity: 81, windKmh: 27, pressureHpa: 1008, rainMm: 2.4 },
  { id: 2, station: 'Airport', temperatureC: 15.8, humidity: 72, windKmh: 19, pressureHpa: 1009, rainMm: 0.6 },
  { id: 3, station: 'Hilltop Observatory', temperatureC: 9.6, humidity: 88, windKmh: 41, pressureHpa: 1001, rainMm: 5.1 },
  { id: 4, station: 'City Park', temperatureC: 16.4, humidity: 69, windKmh: 11, pressureHpa: 1010, rainMm: 0 },
  { id: 5, station: 'River Valley', temperatureC: 13.1, humidity: 90, windKmh: 8, pressureHpa: 1009, rainMm: 1.8 },
];

const columns: GridColDef<Reading>[] = [
  { field: 'station', headerName: 'Station', flex: 1, minWidth: 160 },
  { field: 'temperatureC', headerName: 'Temp. (°C)', type: 'number', width: 110 },
  { field: 'humidity', headerName: 'Humidity (%)', type: 'number', width: 120 },
  { field: 'windKmh', headerName: 'Wind (km/h)', type: 'number', width: 115 },
  { field: 'pressureHpa', headerName: 'Pressure (hPa)', type: 'number', width: 130 },
  { field: 'rainMm', headerName: 'Rain (mm)', type: 'number', width: 100 },
];

const initialState: GridInitialState = {
  columns: { columnVisibilityModel: { pressureHpa: false } },
};

export default function PanelFooterActions() {
  const [disableShowHideToggle, setDisableShowHideToggle] = React.useState(true);
  const [disableResetButton, setDisableResetButton] = React.useState(false);

  return (
    <Box sx={{ height: 500, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Stack>
        <FormControlLabel
          control={
            <Switch
              checked={disableShowHideToggle}
              onChange={(event) => setDisableShowHideToggle(event.target.checked)}
            />
          }
          label="disableShowHideToggle"
        />
        <FormControlLabel
          control={
            <Switch checked={disableResetButton} onChange={(event) => setDisableResetButton(event.target.checked)} />
          }
          label="disableResetButton"
        />
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          initialState={initialState}
          showToolbar
          slotProps={{ columnsManagement: { disableShowHideToggle, disableResetButton } }}
        />
      </Box>
    </Box>
  );
}
