import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, type GridColDef, type GridFilterModel } from '@mui/x-data-grid';

interface Appointment {
  id: number;
  time: string;
  patient: string;
  clinician: string;
  status: 'Booked' | 'Checked in' | 'Cancelled';
}

const appointments: Appointment[] = [
  { id: 1, time: '08:30', patient: 'Amara Diallo', clinician: 'Dr. Okafor', status: 'Checked in' },
  { id: 2, time: '09:00', patient: 'Tomás Ferreira', clinician: 'Dr. Lindqvist', status: 'Booked' },
  { id: 3, time: '09:30', patient: 'Priya Raman', clinician: 'Dr. Okafor', status: 'Cancelled' },
  { id: 4, time: '10:00', patient: 'Henrik Olsen', clinician: 'Dr. Mensah', status: 'Booked' },
  { id: 5, time: '10:30', patient: 'Yuki Tanaka', clinician: 'Dr. Lindqvist', status: 'Cancelled' },
  { id: 6, time: '11:00', patient: 'Grace Whitfield', clinician: 'Dr. Okafor', status: 'Booked' },
];

const columns: GridColDef<Appointment>[] = [
  { field: 'time', headerName: 'Time', width: 90 },
  { field: 'patient', headerName: 'Patient', flex: 1, minWidth: 150 },
  {
    field: 'clinician',
    headerName: 'Clinician',
    type: 'singleSelect',
    valueOptions: ['Dr. Lindqvist', 'Dr. Mensah', 'Dr. Okafor'],
    width: 140,
  },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Booked', 'Checked in', 'Cancelled'],
    width: 130,
  },
];

const presets: { label: string; model: GridFilterModel }[] = [
  { label: 'All', model: { items: [] } },
  { label: 'Cancelled', model: { items: [{ field: 'status', operator: 'is', value: 'Cancelled' }] } },
  { label: 'Dr. Okafor', model: { items: [{ field: 'clinician', operator: 'is', value: 'Dr. Okafor' }] } },
];

export default function ControlledFilters() {
  const [filterModel, setFilterModel] = React.useState<GridFilterModel>({ items: [] });

  return (
    <Box sx={{ height: 541, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={1}>
        {presets.map((preset) => (
          <Button key={preset.label} size="small" variant="outlined" onClick={() => setFilterModel(preset.model)}>
            {preset.label}
          </Button>
        ))}
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={appointments}
          columns={columns}
          filterModel={filterModel}
          onFilterModelChange={(model) => setFilterModel(model)}
        />
      </Box>
      {/* The state the grid and the buttons share. */}
      <Box
        component="pre"
        sx={{ m: 0, p: 1, height: 72, overflow: 'auto', fontSize: 12, whiteSpace: 'pre-wrap', bgcolor: 'action.hover' }}
      >
        filterModel = {JSON.stringify(filterModel)}
      </Box>
    </Box>
  );
}
