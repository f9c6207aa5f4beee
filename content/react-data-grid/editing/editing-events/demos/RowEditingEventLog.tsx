import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  useGridApiContext,
  useGridEvent,
  useGridEventPriority,
  type GridColDef,
  type GridEventListener,
} from '@mui/x-data-grid';

interface Booking {
  id: number;
  room: string;
  team: string;
  date: Date;
  seats: number;
}

const rows: Booking[] = [
  { id: 1, room: 'Fjord', team: 'Platform', date: new Date(2025, 3, 14), seats: 8 },
  { id: 2, room: 'Tundra', team: 'Design', date: new Date(2025, 3, 15), seats: 4 },
  { id: 3, room: 'Delta', team: 'Finance', date: new Date(2025, 3, 16), seats: 12 },
];

const columns: GridColDef<Booking>[] = [
  { field: 'room', headerName: 'Room', width: 110 },
  { field: 'team', headerName: 'Team', flex: 1, minWidth: 130, editable: true },
  { field: 'date', headerName: 'Date', type: 'date', width: 130, editable: true },
  { field: 'seats', headerName: 'Seats', type: 'number', width: 90, editable: true },
];

// The footer slot lives inside the grid, so it can listen to the grid's events itself.
function EventLogFooter() {
  const apiRef = useGridApiContext();
  const [log, setLog] = React.useState<string[]>([]);
  const count = React.useRef(0);
  const write = React.useCallback((line: string) => {
    count.current += 1;
    const entry = `${count.current}. ${line}`;
    setLog((prev) => [...prev, entry].slice(-5));
  }, []);

  const onStart: GridEventListener<'rowEditStart'> = (params) =>
    write(`rowEditStart · row ${params.id}, field ${params.field} · reason: ${params.reason}`);
  const onStop: GridEventListener<'rowEditStop'> = (params) =>
    write(`rowEditStop · row ${params.id}, field ${params.field} · reason: ${params.reason}`);
  const onModel: GridEventListener<'rowModesModelChange'> = (model) =>
    write(`rowModesModelChange · ${JSON.stringify(model)}`);

  // Priority listeners run before the grid's own handler, so the log follows the real order:
  // the start (or stop) first, then the model change that the grid makes in response.
  useGridEventPriority(apiRef, 'rowEditStart', onStart);
  useGridEventPriority(apiRef, 'rowEditStop', onStop);
  useGridEvent(apiRef, 'rowModesModelChange', onModel);

  return (
    <Box
      component="ol"
      aria-label="Event log"
      aria-live="polite"
      sx={{ m: 0, px: 1.5, py: 1, height: 120, listStyle: 'none', borderTop: 1, borderColor: 'divider', overflow: 'hidden' }}
    >
      {log.length === 0 && (
        <Typography component="li" variant="caption" color="text.secondary">
          Events appear here: double-click a row, edit it, then press Enter or Escape.
        </Typography>
      )}
      {log.map((line) => (
        <Typography key={line} component="li" variant="caption" noWrap title={line} sx={{ display: 'block', fontFamily: 'monospace' }}>
          {line}
        </Typography>
      ))}
    </Box>
  );
}

export default function RowEditingEventLog() {
  return (
    <Box sx={{ height: 334, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} editMode="row" slots={{ footer: EventLogFooter }} />
    </Box>
  );
}
