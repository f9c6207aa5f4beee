import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

interface Talk {
  id: number;
  title: string;
  speaker: string;
  track: string;
  room: string;
  day: string;
  start: string;
  minutes: number;
  level: string;
  language: string;
  seats: number;
  recorded: boolean;
}

const rows: Talk[] = [
  { id: 1, title: 'Type-safe forms without the boilerplate', speaker: 'Inès Moreau', track: 'Frontend', room: 'Hall A', day: 'Thursday', start: '09:30', minutes: 40, level: 'Intermediate', language: 'English', seats: 420, recorded: true },
  { id: 2, title: 'Profiling a slow checkout page', speaker: 'Daniel Okafor', track: 'Performance', room: 'Room 2', day: 'Thursday', start: '10:20', minutes: 30, level: 'Advanced', language: 'English', seats: 150, recorded: true },
  { id: 3, title: 'Accessible data tables in practice', speaker: 'Hanna Lindqvist', track: 'Accessibility', room: 'Room 3', day: 'Thursday', start: '11:10', minutes: 40, level: 'Beginner', language: 'English', seats: 120, recorded: false },
  { id: 4, title: 'Edge caching for dynamic pages', speaker: 'Tomás Herrera', track: 'Backend', room: 'Hall B', day: 'Friday', start: '09:30', minutes: 30, level: 'Intermediate', language: 'Spanish', seats: 300, recorded: true },
  { id: 5, title: 'Design tokens across three apps', speaker: 'Mei Tanaka', track: 'Design systems', room: 'Room 2', day: 'Friday', start: '14:00', minutes: 40, level: 'Intermediate', language: 'English', seats: 150, recorded: false },
];

const columns: GridColDef<Talk>[] = [
  { field: 'title', headerName: 'Talk', width: 360 },
  { field: 'speaker', headerName: 'Speaker', width: 190 },
  { field: 'track', headerName: 'Track', width: 170 },
  { field: 'room', headerName: 'Room', width: 130 },
  { field: 'day', headerName: 'Day', width: 130 },
  { field: 'start', headerName: 'Starts', width: 100 },
  { field: 'minutes', headerName: 'Minutes', type: 'number', width: 110 },
  { field: 'level', headerName: 'Level', width: 160 },
  { field: 'language', headerName: 'Language', width: 140 },
  { field: 'seats', headerName: 'Seats', type: 'number', width: 100 },
  { field: 'recorded', headerName: 'Recorded', type: 'boolean', width: 110 },
];

export default function DisableColumnPinning() {
  const [disabled, setDisabled] = React.useState(true);

  return (
    <Box sx={{ height: 420, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ height: 48, display: 'flex', alignItems: 'center', flexShrink: 0 }}>
        <FormControlLabel
          control={<Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />}
          label="disableColumnPinning"
        />
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro rows={rows} columns={columns} disableColumnPinning={disabled} />
      </Box>
    </Box>
  );
}
