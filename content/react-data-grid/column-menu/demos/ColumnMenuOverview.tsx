import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

interface Departure {
  id: number;
  route: string;
  departs: string;
  vessel: string;
  crossingMinutes: number;
  seatsLeft: number;
}

const rows: Departure[] = [
  { id: 1, route: 'Helsinki → Tallinn', departs: '07:30', vessel: 'Baltic Wren', crossingMinutes: 120, seatsLeft: 212 },
  { id: 2, route: 'Dover → Calais', departs: '08:15', vessel: 'Channel Star', crossingMinutes: 90, seatsLeft: 38 },
  { id: 3, route: 'Piraeus → Aegina', departs: '09:00', vessel: 'Saronic Gull', crossingMinutes: 75, seatsLeft: 0 },
  { id: 4, route: 'Split → Hvar', departs: '10:45', vessel: 'Adriatic Pearl', crossingMinutes: 60, seatsLeft: 94 },
  { id: 5, route: 'Oban → Mull', departs: '11:20', vessel: 'Hebridean Isle', crossingMinutes: 50, seatsLeft: 17 },
];

const columns: GridColDef<Departure>[] = [
  { field: 'route', headerName: 'Route', flex: 1, minWidth: 170 },
  { field: 'departs', headerName: 'Departs', width: 110 },
  { field: 'vessel', headerName: 'Vessel', width: 150 },
  { field: 'crossingMinutes', headerName: 'Crossing (min)', type: 'number', width: 140 },
  { field: 'seatsLeft', headerName: 'Seats left', type: 'number', width: 120 },
];

export default function ColumnMenuOverview() {
  const apiRef = useGridApiRef();

  return (
    <Box sx={{ height: 420, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box>
        <Button variant="outlined" size="small" onClick={() => apiRef.current?.showColumnMenu('vessel')}>
          Open the Vessel menu
        </Button>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} />
      </Box>
    </Box>
  );
}
