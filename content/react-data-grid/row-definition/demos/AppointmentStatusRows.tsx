import * as React from 'react';
import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';

type Status = 'Confirmed' | 'Checked in' | 'Cancelled' | 'No-show';

interface Appointment {
  id: string;
  time: string;
  patient: string;
  clinician: string;
  reason: string;
  status: Status;
}

const rows: Appointment[] = [
  { id: 'APT-3101', time: '08:30', patient: 'Amara Okafor', clinician: 'Dr. Lindqvist', reason: 'Annual check-up', status: 'Checked in' },
  { id: 'APT-3102', time: '08:50', patient: 'Tomás Herrera', clinician: 'Dr. Lindqvist', reason: 'Blood test results', status: 'No-show' },
  { id: 'APT-3103', time: '09:10', patient: 'Yuki Tanaka', clinician: 'Dr. Mensah', reason: 'Sprained ankle', status: 'Confirmed' },
  { id: 'APT-3104', time: '09:30', patient: 'Lena Fischer', clinician: 'Dr. Mensah', reason: 'Vaccination', status: 'Cancelled' },
  { id: 'APT-3105', time: '09:50', patient: 'Omar Haddad', clinician: 'Dr. Lindqvist', reason: 'Asthma review', status: 'Confirmed' },
  { id: 'APT-3106', time: '10:10', patient: 'Priya Raman', clinician: 'Dr. Mensah', reason: 'Skin rash', status: 'Checked in' },
];

const columns: GridColDef<Appointment>[] = [
  { field: 'time', headerName: 'Time', width: 80 },
  { field: 'patient', headerName: 'Patient', flex: 1, minWidth: 150 },
  { field: 'clinician', headerName: 'Clinician', width: 140 },
  { field: 'reason', headerName: 'Reason', width: 170 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Confirmed', 'Checked in', 'Cancelled', 'No-show'],
    width: 120,
  },
];

// One class per status that needs attention; the other rows get none.
function statusClass({ row }: { row: Appointment }) {
  if (row.status === 'Cancelled') return 'appointment--cancelled';
  if (row.status === 'No-show') return 'appointment--no-show';
  return '';
}

export default function AppointmentStatusRows() {
  return (
    <Box sx={{ height: 423, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowClassName={statusClass}
        sx={(theme) => ({
          [`& .${gridClasses.row}.appointment--cancelled`]: {
            color: theme.palette.text.secondary,
            textDecoration: 'line-through',
          },
          [`& .${gridClasses.row}.appointment--no-show`]: {
            backgroundColor: alpha(theme.palette.error.main, 0.12),
            '&:hover': { backgroundColor: alpha(theme.palette.error.main, 0.2) },
          },
        })}
      />
    </Box>
  );
}
