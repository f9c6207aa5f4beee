import * as React from 'react';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { DataGrid, Toolbar, type GridColDef, type GridSlotProps } from '@mui/x-data-grid';

// The two props this page's toolbar receives through slotProps.toolbar.
declare module '@mui/x-data-grid' {
  interface ToolbarPropsOverrides {
    openShifts?: number;
    onAddShift?: () => void;
  }
}

interface Shift {
  id: number;
  day: string;
  station: string;
  nurse: string;
}

const initialShifts: Shift[] = [
  { id: 1, day: 'Monday', station: 'Emergency', nurse: 'Ines Duarte' },
  { id: 2, day: 'Monday', station: 'Maternity', nurse: 'Kwame Boateng' },
  { id: 3, day: 'Tuesday', station: 'Emergency', nurse: '' },
];

const columns: GridColDef<Shift>[] = [
  { field: 'day', headerName: 'Day', width: 120 },
  { field: 'station', headerName: 'Station', width: 140 },
  { field: 'nurse', headerName: 'Nurse', flex: 1, minWidth: 140 },
];

function RosterToolbar({ openShifts = 0, onAddShift }: GridSlotProps['toolbar']) {
  return (
    <Toolbar>
      <Typography variant="body2" sx={{ flex: 1, px: 1 }}>
        {openShifts} open shift{openShifts === 1 ? '' : 's'}
      </Typography>
      <Button size="small" startIcon={<AddIcon />} onClick={onAddShift}>
        Add shift
      </Button>
    </Toolbar>
  );
}

export default function ShiftRosterToolbar() {
  const [shifts, setShifts] = React.useState(initialShifts);
  const addShift = () =>
    setShifts((rows) => [...rows, { id: rows.length + 1, day: 'Wednesday', station: 'Surgery', nurse: '' }]);

  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <DataGrid
        rows={shifts}
        columns={columns}
        hideFooter
        showToolbar
        slots={{ toolbar: RosterToolbar }}
        slotProps={{
          toolbar: { openShifts: shifts.filter((s) => !s.nurse).length, onAddShift: addShift },
        }}
      />
    </Box>
  );
}
