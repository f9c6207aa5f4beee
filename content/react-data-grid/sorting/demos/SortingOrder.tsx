import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Player {
  id: number;
  handle: string;
  points: number;
  wins: number;
  joined: number;
}

const rows: Player[] = [
  { id: 1, handle: 'quietfox', points: 2480, wins: 31, joined: 2021 },
  { id: 2, handle: 'bytewitch', points: 3115, wins: 44, joined: 2019 },
  { id: 3, handle: 'lowtide', points: 1790, wins: 18, joined: 2023 },
  { id: 4, handle: 'ember_k', points: 2950, wins: 40, joined: 2020 },
  { id: 5, handle: 'northpaw', points: 2210, wins: 27, joined: 2022 },
];

const columns: GridColDef<Player>[] = [
  // Names read best A to Z: this column overrides the grid-wide order.
  { field: 'handle', headerName: 'Player', flex: 1, minWidth: 140, sortingOrder: ['asc', 'desc'] },
  { field: 'points', headerName: 'Points', type: 'number', width: 110 },
  { field: 'wins', headerName: 'Wins', type: 'number', width: 90 },
  { field: 'joined', headerName: 'Joined', type: 'number', width: 100 },
];

export default function SortingOrder() {
  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} sortingOrder={['desc', 'asc']} />
    </Box>
  );
}
