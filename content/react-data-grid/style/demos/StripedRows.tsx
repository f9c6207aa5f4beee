import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridRowClassNameParams } from '@mui/x-data-grid';

interface Appointment {
  id: number;
  time: string;
  patient: string;
  clinician: string;
  room: string;
  reason: string;
}

const rows: Appointment[] = [
  {
    id: 1,
    time: '08:30',
    patient: 'Amara Okafor',
    clinician: 'Dr. Lindqvist',
    room: '2',
    reason: 'Annual check-up',
  },
  {
    id: 2,
    time: '08:45',
    patient: 'Tomás Herrera',
    clinician: 'Dr. Patel',
    room: '4',
    reason: 'Blood pressure review',
  },
  {
    id: 3,
    time: '09:00',
    patient: 'Yuki Tanaka',
    clinician: 'Dr. Lindqvist',
    room: '2',
    reason: 'Vaccination',
  },
  {
    id: 4,
    time: '09:15',
    patient: 'Grace Mensah',
    clinician: 'Nurse Dubois',
    room: '1',
    reason: 'Wound dressing',
  },
  {
    id: 5,
    time: '09:30',
    patient: 'Lukas Becker',
    clinician: 'Dr. Patel',
    room: '4',
    reason: 'Follow-up: knee',
  },
  {
    id: 6,
    time: '09:45',
    patient: 'Sofia Rossi',
    clinician: 'Dr. Lindqvist',
    room: '2',
    reason: 'Allergy test results',
  },
  {
    id: 7,
    time: '10:00',
    patient: 'Noah Williams',
    clinician: 'Nurse Dubois',
    room: '1',
    reason: 'Blood sample',
  },
  {
    id: 8,
    time: '10:15',
    patient: 'Leila Haddad',
    clinician: 'Dr. Patel',
    room: '4',
    reason: 'Prescription renewal',
  },
  {
    id: 9,
    time: '10:30',
    patient: 'Oskar Nilsson',
    clinician: 'Dr. Lindqvist',
    room: '3',
    reason: 'Ear infection',
  },
  {
    id: 10,
    time: '10:45',
    patient: 'Priya Nair',
    clinician: 'Nurse Dubois',
    room: '1',
    reason: 'Travel vaccines',
  },
  { id: 11, time: '11:00', patient: 'Daniel Kim', clinician: 'Dr. Patel', room: '4', reason: 'Back pain' },
  {
    id: 12,
    time: '11:15',
    patient: 'Chloé Martin',
    clinician: 'Dr. Lindqvist',
    room: '2',
    reason: 'Sports physical',
  },
];

const columns: GridColDef<Appointment>[] = [
  { field: 'time', headerName: 'Time', width: 90 },
  { field: 'patient', headerName: 'Patient', width: 170 },
  { field: 'clinician', headerName: 'Clinician', width: 150 },
  { field: 'room', headerName: 'Room', width: 80 },
  { field: 'reason', headerName: 'Reason', flex: 1, minWidth: 180 },
];

// The index restarts at 0 on each page and follows the displayed order.
const getRowClassName = (params: GridRowClassNameParams<Appointment>) =>
  params.indexRelativeToCurrentPage % 2 === 0 ? 'row--even' : 'row--odd';

export default function StripedRows() {
  return (
    <Box sx={{ height: 423, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowClassName={getRowClassName}
        initialState={{ pagination: { paginationModel: { pageSize: 6 } } }}
        pageSizeOptions={[6, 12]}
        sx={(theme) => ({
          '& .row--odd': {
            backgroundColor: '#f1f5f9',
            ...theme.applyStyles('dark', { backgroundColor: '#18212b' }),
          },
        })}
      />
    </Box>
  );
}
