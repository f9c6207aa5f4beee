import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridInitialState } from '@mui/x-data-grid';

interface Finisher {
  id: number;
  bib: number;
  runner: string;
  country: string;
  seconds: number;
}

const rows: Finisher[] = [
  { id: 1, bib: 214, runner: 'Hana Kobayashi', country: 'Japan', seconds: 9148 },
  { id: 2, bib: 87, runner: 'Tomás Ferreira', country: 'Portugal', seconds: 8722 },
  { id: 3, bib: 1032, runner: 'Grace Mwangi', country: 'Kenya', seconds: 8531 },
  { id: 4, bib: 540, runner: 'Erik Halvorsen', country: 'Norway', seconds: 9610 },
  { id: 5, bib: 12, runner: 'Leila Haddad', country: 'Morocco', seconds: 8894 },
  { id: 6, bib: 775, runner: 'Owen Gallagher', country: 'Ireland', seconds: 10045 },
];

// The cell shows h:mm:ss, but sorting compares the underlying number of seconds.
function formatDuration(total: number) {
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

const columns: GridColDef<Finisher>[] = [
  {
    field: 'bib',
    headerName: 'Bib',
    type: 'number',
    width: 80,
    valueFormatter: (value: number) => String(value),
  },
  { field: 'runner', headerName: 'Runner', flex: 1, minWidth: 160 },
  { field: 'country', headerName: 'Country', width: 120 },
  {
    field: 'seconds',
    headerName: 'Finish time',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => formatDuration(value),
  },
];

const initialState: GridInitialState = {
  sorting: { sortModel: [{ field: 'seconds', sort: 'asc' }] },
};

export default function InitialSortState() {
  return (
    <Box sx={{ height: 422, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} initialState={initialState} />
    </Box>
  );
}
