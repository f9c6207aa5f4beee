import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridRowOrderChangeParams } from '@mui/x-data-grid-pro';

interface Story {
  id: string;
  title: string;
  kind: 'Feature' | 'Bug' | 'Chore';
  points: number;
}

const initialBacklog: Story[] = [
  { id: 'BK-311', title: 'Export invoices as PDF', kind: 'Feature', points: 5 },
  { id: 'BK-298', title: 'VAT rounding differs from the tax report', kind: 'Bug', points: 3 },
  { id: 'BK-305', title: 'Reminder emails for overdue invoices', kind: 'Feature', points: 8 },
  { id: 'BK-320', title: 'Upgrade the payment provider SDK', kind: 'Chore', points: 2 },
  { id: 'BK-317', title: 'Duplicate client on double click', kind: 'Bug', points: 1 },
  { id: 'BK-322', title: 'Multi-currency price lists', kind: 'Feature', points: 13 },
];

const columns: GridColDef<Story>[] = [
  { field: 'id', headerName: 'Key', width: 100 },
  { field: 'title', headerName: 'Story', flex: 1, minWidth: 200 },
  { field: 'kind', headerName: 'Type', width: 110 },
  { field: 'points', headerName: 'Points', type: 'number', width: 90 },
];

// Returns a new array where the item at `from` now sits at `to`.
function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  next.splice(to, 0, ...next.splice(from, 1));
  return next;
}

export default function SprintBacklog() {
  const [backlog, setBacklog] = React.useState(initialBacklog);
  const [lastMove, setLastMove] = React.useState('Drag a row by its handle to change its priority.');

  const handleRowOrderChange = (params: GridRowOrderChangeParams) => {
    setBacklog((previous) => moveItem(previous, params.oldIndex, params.targetIndex));
    setLastMove(
      `${params.row.id} moved from position ${params.oldIndex + 1} to position ${params.targetIndex + 1}.`,
    );
  };

  return (
    <Box sx={{ height: 470, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ height: 48, flexShrink: 0 }}>
        <Typography variant="body2">{lastMove}</Typography>
        <Typography variant="caption" component="p">
          State: {backlog.map((story) => story.id).join(', ')}
        </Typography>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro rows={backlog} columns={columns} rowReordering onRowOrderChange={handleRowOrderChange} />
      </Box>
    </Box>
  );
}
