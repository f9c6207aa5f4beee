import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef, type GridPrintExportOptions } from '@mui/x-data-grid';

interface Room {
  id: number;
  room: string;
  guest: string;
  checkOut: string;
  housekeeping: string;
  minibar: number;
}

const rows: Room[] = [
  { id: 1, room: '204', guest: 'Sato, Haruki', checkOut: '11:00', housekeeping: 'Full clean', minibar: 14.5 },
  { id: 2, room: '207', guest: 'Moreau, Claire', checkOut: '12:00', housekeeping: 'Linen change', minibar: 0 },
  { id: 3, room: '311', guest: 'Adeyemi, Tunde', checkOut: '10:30', housekeeping: 'Full clean', minibar: 32 },
  { id: 4, room: '315', guest: 'Novak, Petra', checkOut: '11:00', housekeeping: 'Towels only', minibar: 6.75 },
];

const columns: GridColDef<Room>[] = [
  { field: 'room', headerName: 'Room', width: 90 },
  { field: 'guest', headerName: 'Guest', flex: 1, minWidth: 160 },
  { field: 'checkOut', headerName: 'Check-out', width: 120 },
  { field: 'housekeeping', headerName: 'Housekeeping', width: 150 },
  { field: 'minibar', headerName: 'Minibar ($)', type: 'number', width: 120 },
];

export default function PrintDisplay() {
  const [housekeepingSheet, setHousekeepingSheet] = React.useState(true);
  const [includeCheckboxes, setIncludeCheckboxes] = React.useState(false);

  const printOptions: GridPrintExportOptions = {
    hideFooter: true,
    includeCheckboxes,
    fields: housekeepingSheet ? ['room', 'checkOut', 'housekeeping'] : undefined,
  };

  return (
    <Box sx={{ height: 454, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, flexWrap: 'wrap' }}>
        <FormControlLabel
          control={<Switch checked={housekeepingSheet} onChange={(event) => setHousekeepingSheet(event.target.checked)} />}
          label="Housekeeping columns only"
        />
        <FormControlLabel
          control={<Switch checked={includeCheckboxes} onChange={(event) => setIncludeCheckboxes(event.target.checked)} />}
          label="includeCheckboxes"
        />
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          showToolbar
          slotProps={{ toolbar: { printOptions } }}
        />
      </Box>
    </Box>
  );
}
