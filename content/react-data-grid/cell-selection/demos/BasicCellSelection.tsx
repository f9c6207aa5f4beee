import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Timesheet {
  id: number;
  person: string;
  mon: number;
  tue: number;
  wed: number;
  thu: number;
  fri: number;
}

const rows: Timesheet[] = [
  { id: 1, person: 'Amelia Clarke', mon: 8, tue: 7.5, wed: 8, thu: 6, fri: 4 },
  { id: 2, person: 'Bao Nguyen', mon: 6, tue: 8, wed: 8, thu: 8, fri: 7 },
  { id: 3, person: 'Carlos Mendes', mon: 0, tue: 8, wed: 9, thu: 8.5, fri: 8 },
  { id: 4, person: 'Divya Iyer', mon: 7, tue: 7, wed: 0, thu: 7, fri: 7 },
  { id: 5, person: 'Elias Wagner', mon: 8, tue: 8, wed: 8, thu: 8, fri: 5.5 },
];

const day = (field: keyof Timesheet, headerName: string): GridColDef<Timesheet> => ({
  field,
  headerName,
  type: 'number',
  width: 90,
});

const columns: GridColDef<Timesheet>[] = [
  { field: 'person', headerName: 'Person', flex: 1, minWidth: 150 },
  day('mon', 'Mon'),
  day('tue', 'Tue'),
  day('wed', 'Wed'),
  day('thu', 'Thu'),
  day('fri', 'Fri'),
];

export default function BasicCellSelection() {
  return (
    <Box sx={{ height: 374, width: '100%' }}>
      <DataGridPremium rows={rows} columns={columns} cellSelection rowSelection={false} hideFooter />
    </Box>
  );
}
