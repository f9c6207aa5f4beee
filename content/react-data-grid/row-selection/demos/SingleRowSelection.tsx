import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridRowId } from '@mui/x-data-grid';

interface Message {
  id: number;
  from: string;
  subject: string;
  received: string;
}

const rows: Message[] = [
  { id: 1, from: 'Priya Raman', subject: 'Q3 budget review: slides attached', received: '09:12' },
  { id: 2, from: 'Facilities', subject: 'Fire drill on Thursday at 11:00', received: '08:47' },
  { id: 3, from: 'Tomás Ortega', subject: 'Re: staging deploy failed again', received: '08:30' },
  { id: 4, from: 'Hannah Becker', subject: 'Lunch order for the offsite', received: 'Yesterday' },
  { id: 5, from: 'IT Service Desk', subject: 'Your laptop replacement is ready', received: 'Yesterday' },
];

const columns: GridColDef<Message>[] = [
  { field: 'from', headerName: 'From', width: 150 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 220 },
  { field: 'received', headerName: 'Received', width: 110 },
];

export default function SingleRowSelection() {
  const [openId, setOpenId] = React.useState<GridRowId | null>(null);
  const open = rows.find((row) => row.id === openId);

  return (
    <Box sx={{ height: 420, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="body2" role="status" sx={{ height: 20 }}>
        {open ? `Reading: "${open.subject}" from ${open.from}` : 'Click a message to open it.'}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          onRowSelectionModelChange={(model) => {
            // Without checkboxes, the Community grid holds at most one selected id.
            const [first] = model.ids;
            setOpenId(first ?? null);
          }}
        />
      </Box>
    </Box>
  );
}
