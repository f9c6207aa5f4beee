import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DataGridPro, type GridColDef, type GridListViewColDef } from '@mui/x-data-grid-pro';

interface Appointment {
  id: number;
  patient: string;
  time: string;
  clinician: string;
  reason: string;
  status: 'Checked in' | 'Booked' | 'Cancelled';
}

const rows: Appointment[] = [
  { id: 1, patient: 'Elena Novak', time: '08:30', clinician: 'Dr. Osei', reason: 'Annual check-up', status: 'Checked in' },
  { id: 2, patient: 'Karim Aziz', time: '09:00', clinician: 'Dr. Lindqvist', reason: 'Knee pain', status: 'Booked' },
  { id: 3, patient: 'Maya Chen', time: '09:30', clinician: 'Dr. Osei', reason: 'Vaccination', status: 'Booked' },
  { id: 4, patient: 'Paul Girard', time: '10:15', clinician: 'Dr. Ferreira', reason: 'Blood test results', status: 'Cancelled' },
  { id: 5, patient: 'Zoe Adler', time: '11:00', clinician: 'Dr. Lindqvist', reason: 'Follow-up', status: 'Booked' },
];

const statusColor = { 'Checked in': 'success', Booked: 'info', Cancelled: 'default' } as const;

const columns: GridColDef<Appointment>[] = [
  { field: 'time', headerName: 'Time', width: 80 },
  { field: 'patient', headerName: 'Patient', width: 150 },
  { field: 'clinician', headerName: 'Clinician', width: 140 },
  { field: 'reason', headerName: 'Reason', flex: 1, minWidth: 150 },
  { field: 'status', headerName: 'Status', width: 120 },
];

// In list view, this one cell renders the whole appointment.
const listViewColumn: GridListViewColDef<Appointment> = {
  field: 'listColumn',
  renderCell: ({ row }) => (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', height: '100%', width: '100%' }}>
      <Typography variant="subtitle2" sx={{ width: 44 }}>
        {row.time}
      </Typography>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" noWrap>
          {row.patient}
        </Typography>
        <Typography variant="caption" color="text.secondary" noWrap component="div">
          {row.clinician} · {row.reason}
        </Typography>
      </Box>
      <Chip size="small" label={row.status} color={statusColor[row.status]} />
    </Stack>
  ),
};

export default function ResponsiveListView() {
  // List view below 600 px (the `sm` breakpoint), the usual columns above.
  const isNarrow = useMediaQuery('(max-width:599.95px)');

  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        listView={isNarrow}
        listViewColumn={listViewColumn}
        rowHeight={isNarrow ? 64 : 52}
      />
    </Box>
  );
}
