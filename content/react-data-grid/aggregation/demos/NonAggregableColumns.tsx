import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Appointment {
  id: number;
  patient: string;
  clinician: string;
  roomNumber: number;
  minutes: number;
}

const rows: Appointment[] = [
  { id: 1, patient: 'A. Moreau', clinician: 'Dr. Osei', roomNumber: 4, minutes: 30 },
  { id: 2, patient: 'L. Brandt', clinician: 'Dr. Osei', roomNumber: 4, minutes: 15 },
  { id: 3, patient: 'K. Tanaka', clinician: 'Dr. Lindqvist', roomNumber: 7, minutes: 45 },
  { id: 4, patient: 'R. Alvarez', clinician: 'Dr. Lindqvist', roomNumber: 7, minutes: 30 },
  { id: 5, patient: 'S. Okafor', clinician: 'Dr. Park', roomNumber: 2, minutes: 60 },
];

const columns: GridColDef<Appointment>[] = [
  { field: 'patient', headerName: 'Patient', flex: 1, minWidth: 130 },
  { field: 'clinician', headerName: 'Clinician', width: 150 },
  // A room number is a label: summing or averaging it means nothing.
  { field: 'roomNumber', headerName: 'Room', type: 'number', width: 110, aggregable: false },
  { field: 'minutes', headerName: 'Duration (min)', type: 'number', width: 150 },
];

export default function NonAggregableColumns() {
  return (
    <Box sx={{ height: 430, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{ aggregation: { model: { minutes: 'sum' } } }}
      />
    </Box>
  );
}
