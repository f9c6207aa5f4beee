import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';

interface Shift {
  id: number;
  date: string;
  employee: string;
  station: string;
  hours: number;
}

const rows: Shift[] = [
  { id: 1, date: 'Mon 3 Mar', employee: 'Farah Qureshi', station: 'Grill', hours: 8 },
  { id: 2, date: 'Mon 3 Mar', employee: 'Ben Okoro', station: 'Front counter', hours: 6 },
  { id: 3, date: 'Tue 4 Mar', employee: 'Lina Moreau', station: 'Prep kitchen', hours: 7.5 },
  { id: 4, date: 'Tue 4 Mar', employee: 'Farah Qureshi', station: 'Drive-through', hours: 8 },
];

const columns: GridColDef<Shift>[] = [
  // Fixed-width columns: resizing would only break the layout.
  { field: 'date', headerName: 'Date', width: 120, resizable: false },
  { field: 'employee', headerName: 'Employee', width: 180 },
  { field: 'station', headerName: 'Station', flex: 1, minWidth: 160 },
  { field: 'hours', headerName: 'Hours', type: 'number', width: 100, resizable: false },
];

export default function NonResizableSeparator() {
  return (
    <Box sx={{ height: 266, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        hideFooter
        sx={{
          [`& .${gridClasses.columnSeparator}:not(.${gridClasses['columnSeparator--resizable']})`]: {
            display: 'none',
          },
        }}
      />
    </Box>
  );
}
