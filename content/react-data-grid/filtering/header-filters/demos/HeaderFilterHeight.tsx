import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

interface Shift {
  id: number;
  nurse: string;
  ward: string;
  start: string;
  hours: number;
}

const shifts: Shift[] = [
  { id: 1, nurse: 'Fatima Zahra', ward: 'Cardiology', start: '07:00', hours: 12 },
  { id: 2, nurse: 'Henrik Dahl', ward: 'Paediatrics', start: '07:00', hours: 8 },
  { id: 3, nurse: 'Grace Mensah', ward: 'Cardiology', start: '15:00', hours: 8 },
  { id: 4, nurse: 'Luis Ortega', ward: 'Emergency', start: '19:00', hours: 12 },
  { id: 5, nurse: 'Anna Novak', ward: 'Emergency', start: '23:00', hours: 8 },
  { id: 6, nurse: 'Tariq Aziz', ward: 'Paediatrics', start: '15:00', hours: 8 },
];

const columns: GridColDef<Shift>[] = [
  { field: 'nurse', headerName: 'Nurse', flex: 1, minWidth: 160 },
  { field: 'ward', headerName: 'Ward', width: 170 },
  { field: 'start', headerName: 'Start', width: 150 },
  { field: 'hours', headerName: 'Hours', type: 'number', width: 150 },
];

export default function HeaderFilterHeight() {
  const [tallerFilters, setTallerFilters] = React.useState(true);

  return (
    <Box sx={{ height: 440, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <FormControlLabel
        control={<Switch checked={tallerFilters} onChange={(event) => setTallerFilters(event.target.checked)} />}
        label="headerFilterHeight={56}"
      />
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro
          rows={shifts}
          columns={columns}
          headerFilters
          columnHeaderHeight={36}
          rowHeight={40}
          headerFilterHeight={tallerFilters ? 56 : undefined}
          hideFooter
        />
      </Box>
    </Box>
  );
}
