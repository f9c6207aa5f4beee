import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Reading {
  id: string;
  station: string;
  temperature: number;
  windKmh: number;
}

const readings: Reading[] = [
  { id: 'ABZ', station: 'Aberdeen Dyce', temperature: 7.4, windKmh: 31 },
  { id: 'BFS', station: 'Belfast Aldergrove', temperature: 8.9, windKmh: 24 },
  { id: 'BHX', station: 'Birmingham', temperature: 10.2, windKmh: 14 },
  { id: 'BRS', station: 'Bristol Lulsgate', temperature: 11.0, windKmh: 19 },
  { id: 'CWL', station: 'Cardiff Rhoose', temperature: 11.6, windKmh: 27 },
  { id: 'EDI', station: 'Edinburgh Turnhouse', temperature: 8.1, windKmh: 22 },
  { id: 'EXT', station: 'Exeter', temperature: 12.3, windKmh: 17 },
  { id: 'GLA', station: 'Glasgow Abbotsinch', temperature: 7.9, windKmh: 26 },
  { id: 'INV', station: 'Inverness Dalcross', temperature: 6.2, windKmh: 35 },
  { id: 'LBA', station: 'Leeds Bradford', temperature: 8.8, windKmh: 20 },
  { id: 'LHR', station: 'London Heathrow', temperature: 12.9, windKmh: 13 },
  { id: 'MAN', station: 'Manchester Ringway', temperature: 10.4, windKmh: 18 },
  { id: 'NCL', station: 'Newcastle Woolsington', temperature: 8.3, windKmh: 23 },
  { id: 'NWI', station: 'Norwich', temperature: 10.1, windKmh: 21 },
  { id: 'SOU', station: 'Southampton Eastleigh', temperature: 12.5, windKmh: 16 },
];

const columns: GridColDef<Reading>[] = [
  { field: 'id', headerName: 'Code', width: 90 },
  { field: 'station', headerName: 'Station', flex: 1, minWidth: 160 },
  { field: 'temperature', headerName: 'Temp. (°C)', type: 'number', width: 110 },
  { field: 'windKmh', headerName: 'Wind (km/h)', type: 'number', width: 120 },
];

export default function FillRemainingSpace() {
  const [showWarning, setShowWarning] = React.useState(true);

  return (
    // A fixed height, split by a flex column: the grid takes whatever the other children leave.
    <Box sx={{ height: 420, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <FormControlLabel
        control={<Switch checked={showWarning} onChange={(event) => setShowWarning(event.target.checked)} />}
        label="Show the weather warning"
      />
      {showWarning && (
        <Alert severity="warning" role="status">Gale warning for northern Scotland until 18:00. Readings refresh every ten minutes.</Alert>
      )}
      {/* The grid's root already has `flex: 1` and `min-height: 0`, so it needs no wrapper here. */}
      <DataGrid rows={readings} columns={columns} />
    </Box>
  );
}
