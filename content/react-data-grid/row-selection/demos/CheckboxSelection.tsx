import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  DataGrid,
  type GridColDef,
  type GridRowSelectionModel,
} from '@mui/x-data-grid';

interface Message {
  id: number;
  from: string;
  subject: string;
  received: string;
}

const inbox: Message[] = [
  { id: 1, from: 'Build bot', subject: 'Nightly build #812 passed', received: '06:02' },
  { id: 2, from: 'Build bot', subject: 'Nightly build #811 passed', received: 'Yesterday' },
  { id: 3, from: 'Mei Lin', subject: 'Design review notes for the new checkout', received: 'Yesterday' },
  { id: 4, from: 'Calendar', subject: 'Invitation: sprint planning (Mon 10:00)', received: 'Mon' },
  { id: 5, from: 'Build bot', subject: 'Nightly build #810 failed', received: 'Mon' },
  { id: 6, from: 'Oskar Nilsson', subject: 'Expense report approved', received: 'Sun' },
];

const columns: GridColDef<Message>[] = [
  { field: 'from', headerName: 'From', width: 140 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 220 },
  { field: 'received', headerName: 'Received', width: 110 },
];

export default function CheckboxSelection() {
  const [messages, setMessages] = React.useState(inbox);
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(),
  });
  // The Community grid only stores selections of type 'include'.
  const count = selection.ids.size;

  const archive = () => {
    setMessages((current) => current.filter((message) => !selection.ids.has(message.id)));
  };

  return (
    <Box sx={{ height: 486, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" disabled={count === 0} onClick={archive}>
          {count === 0 ? 'Archive' : `Archive ${count} ${count === 1 ? 'message' : 'messages'}`}
        </Button>
        <Button size="small" onClick={() => setMessages(inbox)}>
          Restore inbox
        </Button>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={messages}
          columns={columns}
          checkboxSelection
          onRowSelectionModelChange={setSelection}
        />
      </Box>
    </Box>
  );
}
