import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Talk {
  id: number;
  title: string;
  track: string;
  room: string;
  minutes: number;
}

const rows: Talk[] = [
  { id: 1, title: 'Indexing a billion rows on a budget', track: 'Databases', room: 'Hall B', minutes: 40 },
  { id: 2, title: 'Accessible charts from day one', track: 'Frontend', room: 'Room 3', minutes: 25 },
  { id: 3, title: 'What we learned rewriting our build', track: 'Tooling', room: 'Hall A', minutes: 40 },
  { id: 4, title: 'Feature flags without the mess', track: 'Practices', room: 'Room 3', minutes: 25 },
  { id: 5, title: 'Streaming HTML in practice', track: 'Frontend', room: 'Hall B', minutes: 40 },
];

const columns: GridColDef<Talk>[] = [
  { field: 'title', headerName: 'Talk', flex: 1, minWidth: 200 },
  { field: 'track', headerName: 'Track', width: 120 },
  { field: 'room', headerName: 'Room', width: 100 },
  { field: 'minutes', headerName: 'Minutes', type: 'number', width: 110 },
];

// Defaults: sort 10, filter 20, columns 30. Lower numbers come first.
const menuSlotProps = {
  columnMenuFilterItem: { displayOrder: 0 },
  columnMenuSortItem: { displayOrder: 40 },
};

export default function ReorderMenuItems() {
  return (
    <Box sx={{ height: 371, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slotProps={{ columnMenu: { slotProps: menuSlotProps } }} />
    </Box>
  );
}
