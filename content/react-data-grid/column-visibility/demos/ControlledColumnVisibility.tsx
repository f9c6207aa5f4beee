import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridColumnVisibilityModel } from '@mui/x-data-grid';

interface Departure {
  id: number;
  flight: string;
  destination: string;
  departs: string;
  gate: string;
  status: string;
  aircraft: string;
}

const rows: Departure[] = [
  { id: 1, flight: 'NV 204', destination: 'Lisbon', departs: '07:40', gate: 'B12', status: 'Boarding', aircraft: 'A320neo' },
  { id: 2, flight: 'NV 118', destination: 'Oslo', departs: '08:05', gate: 'A3', status: 'On time', aircraft: 'E195-E2' },
  { id: 3, flight: 'NV 731', destination: 'Marrakesh', departs: '08:30', gate: 'C7', status: 'Delayed', aircraft: 'A321neo' },
  { id: 4, flight: 'NV 056', destination: 'Dublin', departs: '09:15', gate: 'B4', status: 'On time', aircraft: 'A320neo' },
  { id: 5, flight: 'NV 392', destination: 'Athens', departs: '09:50', gate: 'C2', status: 'Cancelled', aircraft: 'A321neo' },
];

const columns: GridColDef<Departure>[] = [
  { field: 'flight', headerName: 'Flight', width: 90 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 130 },
  { field: 'departs', headerName: 'Departs', width: 90 },
  { field: 'gate', headerName: 'Gate', width: 80 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'aircraft', headerName: 'Aircraft', width: 120 },
];

// Two saved views. A field that is missing from a model is visible.
const passengerView: GridColumnVisibilityModel = { aircraft: false };
const groundCrewView: GridColumnVisibilityModel = { destination: false, status: false };

export default function ControlledColumnVisibility() {
  const [columnVisibilityModel, setColumnVisibilityModel] =
    React.useState<GridColumnVisibilityModel>(passengerView);

  return (
    <Box sx={{ height: 470, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button onClick={() => setColumnVisibilityModel(passengerView)}>Passengers</Button>
        <Button onClick={() => setColumnVisibilityModel(groundCrewView)}>Ground crew</Button>
        <Button onClick={() => setColumnVisibilityModel({})}>All columns</Button>
      </Stack>
      <Typography variant="caption" component="code" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
        columnVisibilityModel: {JSON.stringify(columnVisibilityModel)}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          columnVisibilityModel={columnVisibilityModel}
          onColumnVisibilityModelChange={(newModel) => setColumnVisibilityModel(newModel)}
        />
      </Box>
    </Box>
  );
}
