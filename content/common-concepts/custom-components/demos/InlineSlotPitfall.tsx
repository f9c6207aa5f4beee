import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { DataGrid, Toolbar, type GridColDef, type GridSlotProps } from '@mui/x-data-grid';

declare module '@mui/x-data-grid' {
  interface ToolbarPropsOverrides {
    note?: string;
    onNoteChange?: (value: string) => void;
  }
}

interface Room {
  id: number;
  room: string;
  seats: number;
}

const rooms: Room[] = [
  { id: 1, room: 'Ada Lovelace', seats: 12 },
  { id: 2, room: 'Grace Hopper', seats: 6 },
  { id: 3, room: 'Alan Turing', seats: 20 },
];

const columns: GridColDef<Room>[] = [
  { field: 'room', headerName: 'Meeting room', flex: 1 },
  { field: 'seats', headerName: 'Seats', type: 'number', width: 100 },
];

// Defined once, outside the component: the grid keeps the same toolbar between renders.
function NoteToolbar({ note = '', onNoteChange }: GridSlotProps['toolbar']) {
  return (
    <Toolbar>
      <TextField
        size="small"
        label="Booking note"
        value={note}
        onChange={(event) => onNoteChange?.(event.target.value)}
      />
    </Toolbar>
  );
}

export default function InlineSlotPitfall() {
  const [note, setNote] = React.useState('');
  const [inline, setInline] = React.useState(true);

  return (
    <Box sx={{ height: 320, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <FormControlLabel
        control={<Switch checked={inline} onChange={(e) => setInline(e.target.checked)} />}
        label="Toolbar defined inline"
      />
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={rooms}
          columns={columns}
          hideFooter
          showToolbar
          slots={{
            toolbar: inline
              ? // A new component on every render: the toolbar is unmounted and mounted again.
                (props) => <NoteToolbar {...props} note={note} onNoteChange={setNote} />
              : NoteToolbar,
          }}
          slotProps={{ toolbar: { note, onNoteChange: setNote } }}
        />
      </Box>
    </Box>
  );
}
