import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef, type GridColumnGroupingModel } from '@mui/x-data-grid';

interface Observation {
  id: number;
  station: string;
  tempMin: number;
  tempMax: number;
  windSpeed: number;
  windDirection: string;
  rain: number;
}

const rows: Observation[] = [
  { id: 1, station: 'Bergen Florida', tempMin: 6.1, tempMax: 11.4, windSpeed: 34, windDirection: 'SW', rain: 18.2 },
  { id: 2, station: 'Aberdeen Dyce', tempMin: 4.8, tempMax: 12.9, windSpeed: 27, windDirection: 'W', rain: 6.4 },
  { id: 3, station: 'Brest Guipavas', tempMin: 9.3, tempMax: 15.0, windSpeed: 22, windDirection: 'WSW', rain: 3.1 },
  { id: 4, station: 'Galway Athenry', tempMin: 7.7, tempMax: 13.6, windSpeed: 41, windDirection: 'SSW', rain: 12.8 },
  { id: 5, station: 'Tórshavn', tempMin: 5.2, tempMax: 9.0, windSpeed: 48, windDirection: 'S', rain: 21.5 },
];

// One decimal, as measured: "15.0", not "15".
const oneDecimal = (value: number) => value.toFixed(1);

const columns: GridColDef<Observation>[] = [
  { field: 'station', headerName: 'Station', flex: 1, minWidth: 150 },
  { field: 'tempMin', headerName: 'Min', type: 'number', width: 90, valueFormatter: oneDecimal },
  { field: 'tempMax', headerName: 'Max', type: 'number', width: 90, valueFormatter: oneDecimal },
  { field: 'windSpeed', headerName: 'km/h', type: 'number', width: 90 },
  { field: 'windDirection', headerName: 'From', width: 90 },
  { field: 'rain', headerName: 'Rain (mm)', type: 'number', width: 110, valueFormatter: oneDecimal },
];

const columnGroupingModel: GridColumnGroupingModel = [
  {
    groupId: 'temperature',
    headerName: 'Temperature (°C)',
    children: [{ field: 'tempMin' }, { field: 'tempMax' }],
  },
  {
    groupId: 'wind',
    headerName: 'Wind',
    children: [{ field: 'windSpeed' }, { field: 'windDirection' }],
  },
];

export default function GroupHeaderHeight() {
  const [compact, setCompact] = React.useState(true);

  return (
    <Box sx={{ height: 475, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ height: 48, flexShrink: 0, display: 'flex', alignItems: 'center' }}>
        <FormControlLabel
          control={<Switch checked={compact} onChange={(event) => setCompact(event.target.checked)} />}
          label="Group headers 32 px high"
        />
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          columnGroupingModel={columnGroupingModel}
          columnGroupHeaderHeight={compact ? 32 : undefined}
          showColumnVerticalBorder
        />
      </Box>
    </Box>
  );
}
