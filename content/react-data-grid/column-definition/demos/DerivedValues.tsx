import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Booking {
  id: number;
  firstName: string;
  lastName: string;
  checkIn: string;
  checkOut: string;
  nightlyRate: number;
}

const rows: Booking[] = [
  { id: 1, firstName: 'Amara', lastName: 'Okafor', checkIn: '2025-07-04', checkOut: '2025-07-07', nightlyRate: 140 },
  { id: 2, firstName: 'Lukas', lastName: 'Brandt', checkIn: '2025-07-05', checkOut: '2025-07-06', nightlyRate: 185 },
  { id: 3, firstName: 'Sofía', lastName: 'Ramírez', checkIn: '2025-07-05', checkOut: '2025-07-12', nightlyRate: 120 },
  { id: 4, firstName: 'Hiroshi', lastName: 'Tanaka', checkIn: '2025-07-08', checkOut: '2025-07-10', nightlyRate: 210 },
  { id: 5, firstName: 'Elena', lastName: 'Novak', checkIn: '2025-07-09', checkOut: '2025-07-13', nightlyRate: 140 },
];

const DAY_MS = 24 * 60 * 60 * 1000;

// Both the "Nights" and the "Total" columns need this, so it works on the row, not on a column.
function nightsOf(booking: Booking): number {
  return Math.round((Date.parse(booking.checkOut) - Date.parse(booking.checkIn)) / DAY_MS);
}

const columns: GridColDef<Booking>[] = [
  {
    field: 'guest',
    headerName: 'Guest',
    flex: 1,
    minWidth: 160,
    valueGetter: (_value, row) => `${row.firstName} ${row.lastName}`,
  },
  { field: 'checkIn', headerName: 'Check-in', width: 120 },
  { field: 'checkOut', headerName: 'Check-out', width: 120 },
  {
    field: 'nights',
    headerName: 'Nights',
    type: 'number',
    width: 90,
    valueGetter: (_value, row) => nightsOf(row),
  },
  { field: 'nightlyRate', headerName: 'Rate (USD)', type: 'number', width: 110 },
  {
    field: 'total',
    headerName: 'Total (USD)',
    type: 'number',
    width: 120,
    valueGetter: (_value, row) => nightsOf(row) * row.nightlyRate,
  },
];

export default function DerivedValues() {
  return (
    <Box sx={{ height: 371, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
