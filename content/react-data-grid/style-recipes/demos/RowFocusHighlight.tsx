import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';

interface Booking {
  id: number;
  guest: string;
  room: string;
  checkIn: string;
  nights: number;
}

const rows: Booking[] = [
  { id: 1, guest: 'Elena Petrova', room: '204 (double)', checkIn: '2025-06-02', nights: 3 },
  { id: 2, guest: 'Kwame Asante', room: '118 (single)', checkIn: '2025-06-02', nights: 1 },
  { id: 3, guest: 'Lucía Fernández', room: '305 (suite)', checkIn: '2025-06-03', nights: 5 },
  { id: 4, guest: 'Jonas Berg', room: '210 (double)', checkIn: '2025-06-04', nights: 2 },
];

const columns: GridColDef<Booking>[] = [
  { field: 'guest', headerName: 'Guest', flex: 1, minWidth: 160 },
  { field: 'room', headerName: 'Room', width: 140 },
  { field: 'checkIn', headerName: 'Check-in', width: 120 },
  { field: 'nights', headerName: 'Nights', type: 'number', width: 90 },
];

export default function RowFocusHighlight() {
  return (
    <Box sx={{ height: 266, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        sx={{
          // No outline on the focused cell or header…
          [`& .${gridClasses.cell}:focus, & .${gridClasses.cell}:focus-within,
            & .${gridClasses.columnHeader}:focus, & .${gridClasses.columnHeader}:focus-within`]: {
            outline: 'none',
          },
          // …but the row that holds the focus stays visible, with a bar and a background.
          [`& .${gridClasses.row}:focus-within`]: {
            bgcolor: 'action.selected',
            boxShadow: (theme) => `inset 3px 0 0 ${(theme.vars || theme).palette.primary.main}`,
          },
          // Headers get an underline when the keyboard focus is on them.
          [`& .${gridClasses.columnHeader}:focus-visible, & .${gridClasses.columnHeader}:focus-within`]: {
            boxShadow: (theme) => `inset 0 -2px 0 ${(theme.vars || theme).palette.primary.main}`,
          },
        }}
      />
    </Box>
  );
}
