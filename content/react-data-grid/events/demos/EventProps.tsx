import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridEventListener } from '@mui/x-data-grid';

interface Appointment {
  id: number;
  time: string;
  patient: string;
  clinician: string;
  reason: string;
  room: string;
}

const appointments: Appointment[] = [
  { id: 1, time: '08:30', patient: 'Amara Okafor', clinician: 'Dr. Lindqvist', reason: 'Annual check-up', room: '2A' },
  { id: 2, time: '09:00', patient: 'Tomás Herrera', clinician: 'Dr. Nakamura', reason: 'Knee follow-up', room: '3C' },
  { id: 3, time: '09:45', patient: 'Ingrid Solberg', clinician: 'Dr. Lindqvist', reason: 'Blood test results', room: '2A' },
  { id: 4, time: '10:15', patient: 'Yusuf Demir', clinician: 'Dr. Adeyemi', reason: 'Vaccination', room: '1B' },
  { id: 5, time: '11:00', patient: 'Chloé Martin', clinician: 'Dr. Nakamura', reason: 'Physiotherapy plan', room: '3C' },
];

const columns: GridColDef<Appointment>[] = [
  { field: 'time', headerName: 'Time', width: 80 },
  { field: 'patient', headerName: 'Patient', flex: 1, minWidth: 140 },
  { field: 'clinician', headerName: 'Clinician', width: 140 },
  { field: 'room', headerName: 'Room', width: 80 },
];

export default function EventProps() {
  const [opened, setOpened] = React.useState<Appointment | null>(null);
  const [sortedBy, setSortedBy] = React.useState('');

  // GridEventListener<'rowClick'> types the params, the event and the details of the event.
  const handleRowClick: GridEventListener<'rowClick'> = (params) => {
    setOpened(params.row as Appointment);
  };

  const handleHeaderDoubleClick: GridEventListener<'columnHeaderDoubleClick'> = (params) => {
    setSortedBy(params.colDef.headerName ?? params.field);
  };

  return (
    <Box sx={{ height: 420, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ height: 318 }}>
        <DataGrid
          rows={appointments}
          columns={columns}
          onRowClick={handleRowClick}
          onColumnHeaderDoubleClick={handleHeaderDoubleClick}
          hideFooter
        />
      </Box>
      <Paper variant="outlined" role="status" sx={{ flex: 1, px: 2, py: 1 }}>
        {opened ? (
          <Typography variant="body2">
            <strong>{opened.patient}</strong> at {opened.time} with {opened.clinician}, room {opened.room}: {opened.reason}.
          </Typography>
        ) : (
          <Typography variant="body2" color="text.secondary">
            Click an appointment to read its reason for the visit.
          </Typography>
        )}
        <Typography variant="caption" color="text.secondary">
          {sortedBy ? `Last header double-clicked: ${sortedBy}` : 'Double-click a column header too.'}
        </Typography>
      </Paper>
    </Box>
  );
}
