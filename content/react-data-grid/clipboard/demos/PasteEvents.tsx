import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Task {
  id: number;
  task: string;
  owner: string;
  due: string;
}

const rows: Task[] = [
  { id: 1, task: 'Order scaffolding', owner: 'Mateo', due: '2026-12-01' },
  { id: 2, task: 'Pour foundations', owner: 'Aisha', due: '2026-12-08' },
  { id: 3, task: 'Electrical first fix', owner: 'Jens', due: '2026-12-15' },
  { id: 4, task: 'Plastering', owner: 'Aisha', due: '2027-01-05' },
];

const columns: GridColDef<Task>[] = [
  { field: 'task', headerName: 'Task', flex: 1, minWidth: 180, editable: true },
  { field: 'owner', headerName: 'Owner', width: 120, editable: true },
  { field: 'due', headerName: 'Due', width: 120, editable: true },
];

export default function PasteEvents() {
  const [events, setEvents] = React.useState<string[]>([]);
  const [pending, setPending] = React.useState<{ cells: number; answer: (ok: boolean) => void } | null>(null);
  const log = (event: string) => setEvents((previous) => [event, ...previous].slice(0, 4));

  // Resolving the promise lets the paste go on; rejecting it cancels the paste.
  const confirmPaste = ({ data }: { data: string[][] }) =>
    new Promise<void>((resolve, reject) => {
      const cells = data.reduce((count, row) => count + row.length, 0);
      if (cells === 1) {
        resolve();
        return;
      }
      setPending({ cells, answer: (ok) => (ok ? resolve() : reject(new Error('Paste cancelled'))) });
    });

  const answer = (ok: boolean) => {
    log(ok ? 'Confirmed by the user' : 'Cancelled by the user');
    pending?.answer(ok);
    setPending(null);
  };

  return (
    <Box sx={{ height: 420, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ height: 267 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          cellSelection
          rowSelection={false}
          hideFooter
          onBeforeClipboardPasteStart={confirmPaste}
          onClipboardPasteStart={({ data }) => log(`clipboardPasteStart: ${data.length} row(s) of ${data[0]?.length ?? 0} cell(s)`)}
          onClipboardPasteEnd={() => log('clipboardPasteEnd')}
        />
      </Box>
      <Box role="log" aria-label="Paste events" sx={{ flex: 1, p: 1, bgcolor: 'action.hover' }}>
        {events.length === 0 ? (
          <Typography variant="body2">Copy two cells or more, then paste them elsewhere.</Typography>
        ) : (
          events.map((event, index) => (
            <Typography key={index} variant="body2" noWrap sx={{ fontFamily: 'monospace' }}>
              {event}
            </Typography>
          ))
        )}
      </Box>
      <Dialog open={pending !== null} onClose={() => answer(false)}>
        <DialogTitle>Paste {pending?.cells} cells?</DialogTitle>
        <DialogContent>The pasted values replace the current ones.</DialogContent>
        <DialogActions>
          <Button onClick={() => answer(false)}>Cancel</Button>
          <Button onClick={() => answer(true)} autoFocus>
            Paste
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
