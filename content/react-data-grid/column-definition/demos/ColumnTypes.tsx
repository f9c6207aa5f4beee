import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

// Rows as a JSON API returns them: dates are ISO 8601 strings, the fare is a decimal string.
interface FlightRecord {
  id: string;
  destination: string;
  fare: string;
  bookedOn: string;
  departure: string;
  wifi: boolean;
  cabin: 'Economy' | 'Business' | 'First';
}

const rows: FlightRecord[] = [
  { id: 'TP 1353', destination: 'Lisbon', fare: '189.00', bookedOn: '2025-03-02', departure: '2025-06-14T06:40:00Z', wifi: true, cabin: 'Economy' },
  { id: 'LH 2461', destination: 'Munich', fare: '412.50', bookedOn: '2025-04-18', departure: '2025-06-14T09:15:00Z', wifi: true, cabin: 'Business' },
  { id: 'AY 1732', destination: 'Helsinki', fare: '238.90', bookedOn: '2025-05-27', departure: '2025-06-15T13:05:00Z', wifi: false, cabin: 'First' },
  { id: 'EI 653', destination: 'Dublin', fare: '96.40', bookedOn: '2025-01-09', departure: '2025-06-16T17:50:00Z', wifi: false, cabin: 'Economy' },
  { id: 'OS 118', destination: 'Vienna', fare: '305.00', bookedOn: '2025-05-30', departure: '2025-06-17T07:25:00Z', wifi: true, cabin: 'Economy' },
];

const columns: GridColDef<FlightRecord>[] = [
  { field: 'id', headerName: 'Flight', width: 80 },
  { field: 'destination', headerName: 'Destination', type: 'string', flex: 1, minWidth: 100 },
  {
    field: 'fare',
    headerName: 'Fare (EUR)',
    type: 'number',
    width: 100,
    valueGetter: (value: string) => Number(value),
  },
  {
    field: 'bookedOn',
    headerName: 'Booked on',
    type: 'date',
    width: 110,
    // A date without a time is read as local midnight, so the day is the same in every time zone.
    valueGetter: (value: string) => new Date(`${value}T00:00:00`),
  },
  {
    field: 'departure',
    headerName: 'Departure',
    type: 'dateTime',
    width: 175,
    valueGetter: (value: string) => new Date(value),
  },
  { field: 'wifi', headerName: 'Wi-Fi', type: 'boolean', width: 70 },
  {
    field: 'cabin',
    headerName: 'Cabin',
    type: 'singleSelect',
    valueOptions: ['Economy', 'Business', 'First'],
    width: 140,
  },
];

export default function ColumnTypes() {
  return (
    <Box sx={{ height: 371, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
