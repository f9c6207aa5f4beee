import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Departure {
  id: number;
  flight: string;
  destination: string;
  gate: string;
  scheduled: string;
  seatsLeft: number;
  status: string;
}

const rows: Departure[] = [
  {
    id: 1,
    flight: 'LX 318',
    destination: 'London Heathrow',
    gate: 'A12',
    scheduled: '07:35',
    seatsLeft: 4,
    status: 'Boarding',
  },
  {
    id: 2,
    flight: 'AF 1215',
    destination: 'Paris Charles de Gaulle',
    gate: 'B3',
    scheduled: '08:10',
    seatsLeft: 17,
    status: 'On time',
  },
  {
    id: 3,
    flight: 'LH 1187',
    destination: 'Frankfurt',
    gate: 'A7',
    scheduled: '08:45',
    seatsLeft: 0,
    status: 'Delayed',
  },
  {
    id: 4,
    flight: 'KL 1962',
    destination: 'Amsterdam',
    gate: 'D21',
    scheduled: '09:20',
    seatsLeft: 31,
    status: 'On time',
  },
];

const columns: GridColDef<Departure>[] = [
  { field: 'flight', headerName: 'Flight', width: 110 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 180 },
  // Short codes read best centred, header included.
  { field: 'gate', headerName: 'Gate', width: 90, align: 'center', headerAlign: 'center' },
  { field: 'scheduled', headerName: 'Scheduled', width: 120, align: 'center', headerAlign: 'center' },
  // Number columns are right-aligned by default, header included.
  { field: 'seatsLeft', headerName: 'Seats left', type: 'number', width: 110 },
  // A status column placed last reads well against the right edge.
  { field: 'status', headerName: 'Status', width: 120, align: 'right', headerAlign: 'right' },
];

export default function CellAlignment() {
  return (
    <Box sx={{ height: 266, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} hideFooter />
    </Box>
  );
}
