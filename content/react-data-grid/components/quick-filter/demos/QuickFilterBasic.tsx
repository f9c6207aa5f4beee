import * as React from 'react';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import {
  DataGrid,
  QuickFilter,
  QuickFilterClear,
  QuickFilterControl,
  QuickFilterTrigger,
  Toolbar,
  ToolbarButton,
  type GridColDef,
} from '@mui/x-data-grid';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';

interface Appointment {
  id: number;
  patient: string;
  clinician: string;
  reason: string;
  time: string;
}

const rows: Appointment[] = [
  { id: 1, patient: 'Amara Okafor', clinician: 'Dr. Lindqvist', reason: 'Annual check-up', time: '08:30' },
  { id: 2, patient: 'Tomás Ferreira', clinician: 'Dr. Haddad', reason: 'Knee pain follow-up', time: '09:15' },
  { id: 3, patient: 'Yuki Tanaka', clinician: 'Dr. Lindqvist', reason: 'Vaccination', time: '10:00' },
  { id: 4, patient: 'Greta Novak', clinician: 'Dr. Mensah', reason: 'Blood test results', time: '11:45' },
  { id: 5, patient: 'Samuel Reyes', clinician: 'Dr. Haddad', reason: 'Physiotherapy referral', time: '14:20' },
];

const columns: GridColDef<Appointment>[] = [
  { field: 'time', headerName: 'Time', width: 90 },
  { field: 'patient', headerName: 'Patient', width: 170 },
  { field: 'clinician', headerName: 'Clinician', width: 150 },
  { field: 'reason', headerName: 'Reason', flex: 1, minWidth: 180 },
];

function AppointmentsToolbar() {
  return (
    <Toolbar>
      <QuickFilter
        render={(props, state) => (
          <Box {...props} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <QuickFilterTrigger
              render={(triggerProps) => (
                <Tooltip title="Search appointments">
                  <ToolbarButton {...triggerProps} color="default">
                    <SearchIcon fontSize="small" />
                  </ToolbarButton>
                </Tooltip>
              )}
            />
            <QuickFilterControl
              render={({ ref, ...controlProps }) => (
                <TextField
                  {...controlProps}
                  inputRef={ref}
                  placeholder="Patient, clinician, reason…"
                  size="small"
                  sx={{ width: 260, display: state.expanded ? 'block' : 'none' }}
                  slotProps={{
                    ...controlProps.slotProps,
                    htmlInput: {
                      ...controlProps.slotProps?.htmlInput,
                      'aria-label': 'Search appointments',
                    },
                    input: {
                      endAdornment: state.value ? (
                        <InputAdornment position="end">
                          <QuickFilterClear edge="end" size="small" aria-label="Clear search">
                            <CloseIcon fontSize="small" />
                          </QuickFilterClear>
                        </InputAdornment>
                      ) : null,
                    },
                  }}
                />
              )}
            />
          </Box>
        )}
      />
    </Toolbar>
  );
}

export default function QuickFilterBasic() {
  return (
    <Box sx={{ height: 425, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        label="Appointments"
        slots={{ toolbar: AppointmentsToolbar }}
        showToolbar
      />
    </Box>
  );
}
