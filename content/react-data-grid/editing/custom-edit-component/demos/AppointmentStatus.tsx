import * as React from 'react';
import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import {
  DataGrid,
  useGridApiContext,
  type GridColDef,
  type GridRenderEditCellParams,
} from '@mui/x-data-grid';

const statuses = ['Booked', 'Checked in', 'With clinician', 'Completed', 'No-show'] as const;
type Status = (typeof statuses)[number];

const statusColor: Record<Status, ChipProps['color']> = {
  Booked: 'default',
  'Checked in': 'info',
  'With clinician': 'warning',
  Completed: 'success',
  'No-show': 'error',
};

interface Appointment {
  id: number;
  time: string;
  patient: string;
  clinician: string;
  status: Status;
}

const rows: Appointment[] = [
  { id: 1, time: '08:30', patient: 'Hannah Okafor', clinician: 'Dr. Lindqvist', status: 'Completed' },
  { id: 2, time: '09:00', patient: 'Mateo Ruiz', clinician: 'Dr. Lindqvist', status: 'With clinician' },
  { id: 3, time: '09:15', patient: 'Aiko Tanaka', clinician: 'Dr. Mensah', status: 'Checked in' },
  { id: 4, time: '09:45', patient: 'Samuel Brooks', clinician: 'Dr. Mensah', status: 'Booked' },
  { id: 5, time: '10:30', patient: 'Leila Haddad', clinician: 'Dr. Lindqvist', status: 'Booked' },
];

function StatusEditCell(props: GridRenderEditCellParams<Appointment, Status>) {
  const { id, field, value, hasFocus } = props;
  const apiRef = useGridApiContext();
  const [anchorEl, setAnchorEl] = React.useState<HTMLDivElement | null>(null);

  const pick = async (status: Status) => {
    const isValid = await apiRef.current.setEditCellValue({ id, field, value: status });
    // A click needs the explicit stop. With Enter, the grid has already stopped editing.
    if (isValid && apiRef.current.getCellMode(id, field) === 'edit') {
      apiRef.current.stopCellEditMode({ id, field });
    }
  };

  return (
    <Box ref={setAnchorEl} sx={{ display: 'flex', alignItems: 'center', height: '100%', px: 1 }}>
      {value && <Chip size="small" label={value} color={statusColor[value]} />}
      <Popper open={Boolean(anchorEl)} anchorEl={anchorEl} placement="bottom-start">
        <Paper elevation={8}>
          {/* autoFocusItem moves the focus to the current status when the cell has the focus. */}
          <MenuList autoFocusItem={hasFocus} dense aria-label="Appointment status">
            {statuses.map((status) => (
              <MenuItem key={status} selected={status === value} onClick={() => pick(status)}>
                {status}
              </MenuItem>
            ))}
          </MenuList>
        </Paper>
      </Popper>
    </Box>
  );
}

const columns: GridColDef<Appointment>[] = [
  { field: 'time', headerName: 'Time', width: 90 },
  { field: 'patient', headerName: 'Patient', flex: 1, minWidth: 150 },
  { field: 'clinician', headerName: 'Clinician', width: 150 },
  {
    field: 'status',
    headerName: 'Status',
    width: 170,
    editable: true,
    renderCell: ({ value }) => value && <Chip size="small" label={value} color={statusColor[value as Status]} />,
    renderEditCell: (params) => <StatusEditCell {...params} />,
  },
];

export default function AppointmentStatus() {
  return (
    <Box sx={{ height: 371, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
