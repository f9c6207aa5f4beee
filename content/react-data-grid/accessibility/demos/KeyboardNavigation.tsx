import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  gridColumnLookupSelector,
  gridExpandedSortedRowIdsSelector,
  gridFocusCellSelector,
  gridRowSelectionCountSelector,
  gridSortModelSelector,
  GridFooterContainer,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';

interface Appointment {
  id: number;
  time: string;
  patient: string;
  clinician: string;
  reason: string;
  room: number;
}

const clinicians = ['Dr. Haddad', 'Dr. Lindqvist', 'Nurse Obi', 'Dr. Ferreira'];
const reasons = ['Check-up', 'Vaccination', 'Blood test', 'Follow-up', 'Physio', 'Dressing change'];
const patients = [
  'Aiko Tanaka', 'Bruno Costa', 'Chiara Ricci', 'Dmitri Volkov', 'Efua Mensah',
  'Farid Rahimi', 'Greta Schulz', 'Hugo Lambert', 'Isla Murray', 'Jonas Berg',
  'Kalani Akana', 'Leila Nasser', 'Mateo Rojas', 'Nora Byrne', 'Omar Sheikh',
  'Priya Nair', 'Quentin Moreau', 'Rosa Delgado', 'Sven Larsen', 'Tamar Levi',
];

// Twenty appointments, every 20 minutes from 08:00.
const appointments: Appointment[] = patients.map((patient, index) => {
  const minutes = 8 * 60 + index * 20;
  return {
    id: index + 1,
    time: `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
    patient,
    clinician: clinicians[index % clinicians.length]!,
    reason: reasons[(index * 5) % reasons.length]!,
    room: 101 + (index % 4),
  };
});

const columns: GridColDef<Appointment>[] = [
  { field: 'time', headerName: 'Time', width: 90 },
  { field: 'patient', headerName: 'Patient', flex: 1, minWidth: 150 },
  { field: 'clinician', headerName: 'Clinician', width: 140 },
  { field: 'reason', headerName: 'Reason', width: 150 },
  { field: 'room', headerName: 'Room', type: 'number', width: 90 },
];

// Rendered in the footer slot, inside the grid, where selectors follow its state.
function KeyboardStatus() {
  const apiRef = useGridApiContext();
  const focus = useGridSelector(apiRef, gridFocusCellSelector);
  const selected = useGridSelector(apiRef, gridRowSelectionCountSelector);
  const sortModel = useGridSelector(apiRef, gridSortModelSelector);
  const rowIds = useGridSelector(apiRef, gridExpandedSortedRowIdsSelector);
  const columnLookup = useGridSelector(apiRef, gridColumnLookupSelector);

  const focusText = focus
    ? `row ${rowIds.indexOf(focus.id) + 1}, ${columnLookup[focus.field]?.headerName}`
    : 'none';
  const sortText = sortModel.map((item) => `${item.field} ${item.sort}`).join(', ') || 'none';

  return (
    <GridFooterContainer sx={{ px: 2 }}>
      <Typography variant="body2" data-testid="keyboard-status">
        Focused cell: {focusText} · Selected rows: {selected} · Sort: {sortText}
      </Typography>
    </GridFooterContainer>
  );
}

export default function KeyboardNavigation() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGrid
        rows={appointments}
        columns={columns}
        checkboxSelection
        disableRowSelectionOnClick
        slots={{ footer: KeyboardStatus }}
        label="Appointments on Tuesday"
      />
    </Box>
  );
}
