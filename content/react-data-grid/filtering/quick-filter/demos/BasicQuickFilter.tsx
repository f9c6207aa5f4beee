import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Talk {
  id: number;
  title: string;
  speaker: string;
  track: 'Frontend' | 'Backend' | 'Design' | 'Data';
  room: string;
  minutes: number;
  recorded: boolean;
}

const rows: Talk[] = [
  { id: 1, title: 'Shipping React Server Components', speaker: 'Ines Okafor', track: 'Frontend', room: 'Hall A', minutes: 45, recorded: true },
  { id: 2, title: 'Postgres indexes you forgot', speaker: 'Tomás Varga', track: 'Backend', room: 'Room 2', minutes: 30, recorded: true },
  { id: 3, title: 'Designing dense data tables', speaker: 'Mei Lin', track: 'Design', room: 'Hall B', minutes: 45, recorded: false },
  { id: 4, title: 'Streaming CSV imports in Node', speaker: 'Arjun Rao', track: 'Backend', room: 'Room 2', minutes: 20, recorded: true },
  { id: 5, title: 'Accessible React forms', speaker: 'Sofia Brandt', track: 'Frontend', room: 'Hall A', minutes: 30, recorded: false },
  { id: 6, title: 'Dashboards people read', speaker: 'Kwame Mensah', track: 'Data', room: 'Hall B', minutes: 45, recorded: true },
  { id: 7, title: 'Forecasting with plain SQL', speaker: 'Lena Fischer', track: 'Data', room: 'Room 3', minutes: 30, recorded: true },
];

const columns: GridColDef<Talk>[] = [
  { field: 'title', headerName: 'Talk', flex: 1, minWidth: 220 },
  { field: 'speaker', headerName: 'Speaker', width: 150 },
  {
    field: 'track',
    headerName: 'Track',
    type: 'singleSelect',
    valueOptions: ['Frontend', 'Backend', 'Design', 'Data'],
    width: 110,
  },
  { field: 'room', headerName: 'Room', width: 100 },
  { field: 'minutes', headerName: 'Minutes', type: 'number', width: 100 },
  { field: 'recorded', headerName: 'Recorded', type: 'boolean', width: 100 },
];

export default function BasicQuickFilter() {
  return (
    <Box sx={{ height: 526, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} showToolbar />
    </Box>
  );
}
