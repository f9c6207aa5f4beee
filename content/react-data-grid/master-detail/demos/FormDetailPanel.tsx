import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGridPro, type GridColDef, type GridRowParams } from '@mui/x-data-grid-pro';

const clinicians = ['Dr. Amara Okafor', 'Dr. Lukas Becker', 'Nurse Keiko Ueda'] as const;
const statuses = ['Booked', 'Checked in', 'Seen', 'No-show'] as const;

interface Appointment {
  id: number;
  time: string;
  patient: string;
  clinician: string;
  room: string;
  status: (typeof statuses)[number];
  notes: string;
}

const initialRows: Appointment[] = [
  { id: 1, time: '08:30', patient: 'Pedro Fernandes', clinician: clinicians[0], room: '2', status: 'Seen', notes: 'Blood pressure follow-up.' },
  { id: 2, time: '09:00', patient: 'Elif Yilmaz', clinician: clinicians[2], room: '4', status: 'Checked in', notes: 'Travel vaccines.' },
  { id: 3, time: '09:20', patient: 'Søren Jansen', clinician: clinicians[1], room: '1', status: 'Booked', notes: '' },
  { id: 4, time: '09:45', patient: 'Wanjiru Kamau', clinician: clinicians[0], room: '2', status: 'Booked', notes: 'Bring last lab results.' },
];

const columns: GridColDef<Appointment>[] = [
  { field: 'time', headerName: 'Time', width: 80 },
  { field: 'patient', headerName: 'Patient', flex: 1, minWidth: 150 },
  { field: 'clinician', headerName: 'Clinician', width: 180 },
  { field: 'room', headerName: 'Room', width: 80 },
  { field: 'status', headerName: 'Status', width: 120 },
];

interface FormProps {
  appointment: Appointment;
  onSave: (appointment: Appointment) => void;
}

function AppointmentForm({ appointment, onSave }: FormProps) {
  // The form edits a copy; the row changes only when the user saves.
  const [draft, setDraft] = React.useState(appointment);
  const changed = (Object.keys(draft) as (keyof Appointment)[]).some((key) => draft[key] !== appointment[key]);
  const field = (key: 'clinician' | 'room' | 'status' | 'notes') => ({
    value: draft[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setDraft({ ...draft, [key]: event.target.value }),
  });

  return (
    <Box
      component="form"
      aria-label={`Appointment of ${appointment.patient}`}
      onSubmit={(event) => {
        event.preventDefault();
        onSave(draft);
      }}
      sx={{ py: 2, px: 7, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
    >
      <TextField select size="small" label="Clinician" sx={{ width: 200 }} {...field('clinician')}>
        {clinicians.map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <TextField size="small" label="Room" sx={{ width: 80 }} {...field('room')} />
      <TextField select size="small" label="Status" sx={{ width: 140 }} {...field('status')}>
        {statuses.map((status) => (
          <MenuItem key={status} value={status}>
            {status}
          </MenuItem>
        ))}
      </TextField>
      <TextField size="small" label="Notes" sx={{ flex: 1, minWidth: 200 }} {...field('notes')} />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" size="small" disabled={!changed}>
          Save
        </Button>
        <Button size="small" disabled={!changed} onClick={() => setDraft(appointment)}>
          Discard
        </Button>
      </Stack>
    </Box>
  );
}

const getDetailPanelHeight = () => 'auto' as const;

export default function FormDetailPanel() {
  const [rows, setRows] = React.useState(initialRows);

  const getDetailPanelContent = React.useCallback(
    ({ row }: GridRowParams<Appointment>) => (
      <AppointmentForm
        appointment={row}
        onSave={(saved) => setRows((current) => current.map((r) => (r.id === saved.id ? saved : r)))}
      />
    ),
    [],
  );

  return (
    <Box sx={{ height: 446, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        initialState={{ detailPanel: { expandedRowIds: new Set([3]) } }}
      />
    </Box>
  );
}
