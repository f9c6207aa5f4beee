import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Task {
  id: number;
  title: string;
  assignee: string;
  points: number;
}

const sprintBacklog: Task[] = [
  { id: 101, title: 'Migrate invoices to the new PDF renderer', assignee: 'Lena', points: 5 },
  { id: 102, title: 'Fix time zone of recurring reminders', assignee: 'Kofi', points: 3 },
  { id: 103, title: 'Add dark mode to the settings screen', assignee: 'Mei', points: 2 },
  { id: 104, title: 'Rate-limit the password reset endpoint', assignee: 'Tomás', points: 3 },
  { id: 105, title: 'Archive projects older than two years', assignee: 'Lena', points: 8 },
  { id: 106, title: 'Translate onboarding emails into Polish', assignee: 'Agnieszka', points: 1 },
  { id: 107, title: 'Show upload progress for large files', assignee: 'Kofi', points: 5 },
  { id: 108, title: 'Remove the legacy export button', assignee: 'Mei', points: 1 },
  { id: 109, title: 'Cache exchange rates for an hour', assignee: 'Tomás', points: 2 },
  { id: 110, title: 'Audit log for permission changes', assignee: 'Agnieszka', points: 8 },
];

const columns: GridColDef<Task>[] = [
  { field: 'title', headerName: 'Task', flex: 1, minWidth: 200 },
  { field: 'assignee', headerName: 'Assignee', width: 120 },
  { field: 'points', headerName: 'Points', type: 'number', width: 90 },
];

export default function MinMaxHeight() {
  const [count, setCount] = React.useState(4);

  return (
    <Box sx={{ height: 452, width: '100%' }}>
      <Stack direction="row" spacing={2} sx={{ height: 52, alignItems: 'center', pr: 2 }}>
        <Typography variant="body2" id="task-count-label" sx={{ whiteSpace: 'nowrap' }}>
          Tasks: {count}
        </Typography>
        <Slider
          aria-labelledby="task-count-label"
          value={count}
          onChange={(_, value) => setCount(value as number)}
          min={0}
          max={sprintBacklog.length}
          sx={{ maxWidth: 320 }}
        />
      </Stack>
      {/* The grid follows its rows, but never gets shorter than 250 px nor taller than 400 px. */}
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 250, maxHeight: 400 }}>
        <DataGrid rows={sprintBacklog.slice(0, count)} columns={columns} />
      </Box>
    </Box>
  );
}
