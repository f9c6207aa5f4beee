import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Contact {
  id: number;
  name: string;
  email: string;
  city: string;
}

const rows: Contact[] = [
  { id: 1, name: '', email: '', city: '' },
  { id: 2, name: '', email: '', city: '' },
  { id: 3, name: '', email: '', city: '' },
];

const columns: GridColDef<Contact>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150, editable: true },
  { field: 'email', headerName: 'Email', flex: 1, minWidth: 200, editable: true },
  { field: 'city', headerName: 'City', width: 130, editable: true },
];

const sample = `Noa Levi;noa.levi@example.com;Haifa
Kofi Boateng;kofi@example.org;Kumasi`;

// Accepts lines of values separated by tabs (spreadsheets) or semicolons.
const splitClipboardPastedText = (text: string) =>
  text
    .replace(/\r?\n$/, '')
    .split(/\r\n|\n|\r/)
    .map((line) => line.split(line.includes('\t') ? '\t' : ';').map((value) => value.trim()));

export default function SplitPastedText() {
  return (
    <Box sx={{ height: 330, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="body2">Copy these lines, click the first Name cell and paste:</Typography>
      <Typography
        component="pre"
        aria-label="Sample contacts"
        sx={{ m: 0, p: 1, bgcolor: 'action.hover', fontFamily: 'monospace', fontSize: 12, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}
      >
        {sample}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          cellSelection
          rowSelection={false}
          hideFooter
          splitClipboardPastedText={splitClipboardPastedText}
        />
      </Box>
    </Box>
  );
}
