import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';

type Status = 'To do' | 'In progress' | 'In review' | 'Done';

interface Task {
  id: number;
  title: string;
  owner: string;
  status: Status;
  progress: number;
}

const rows: Task[] = [
  { id: 1, title: 'Migrate billing emails to the new template', owner: 'Priya', status: 'Done', progress: 100 },
  { id: 2, title: 'Add SSO login for enterprise accounts', owner: 'Mateo', status: 'In progress', progress: 55 },
  { id: 3, title: 'Rate-limit the public search endpoint', owner: 'Aiko', status: 'In review', progress: 90 },
  { id: 4, title: 'Dark mode for the settings pages', owner: 'Jonas', status: 'In progress', progress: 20 },
  { id: 5, title: 'Archive projects older than two years', owner: 'Fatima', status: 'To do', progress: 0 },
];

const statusColors = {
  'To do': 'default',
  'In progress': 'primary',
  'In review': 'warning',
  Done: 'success',
} as const;

function renderStatus(params: GridRenderCellParams<Task, Status>) {
  if (params.value == null) {
    return null;
  }
  return <Chip size="small" label={params.value} color={statusColors[params.value]} variant="outlined" />;
}

function renderProgress(params: GridRenderCellParams<Task, number>) {
  const progress = params.value ?? 0;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, width: '100%' }}>
      <LinearProgress variant="determinate" value={progress} sx={{ flex: 1, height: 6, borderRadius: 3 }} />
      <Typography variant="body2" sx={{ minWidth: 36, textAlign: 'right' }}>
        {progress}%
      </Typography>
    </Box>
  );
}

const columns: GridColDef<Task>[] = [
  { field: 'title', headerName: 'Task', flex: 1, minWidth: 240 },
  { field: 'owner', headerName: 'Owner', width: 110 },
  // `display: 'flex'` centres elements vertically in the cell.
  { field: 'status', headerName: 'Status', width: 140, display: 'flex', renderCell: renderStatus },
  { field: 'progress', headerName: 'Progress', type: 'number', width: 200, display: 'flex', renderCell: renderProgress },
];

export default function CustomCellRenderers() {
  return (
    <Box sx={{ height: 371, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
