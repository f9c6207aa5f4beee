import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridColumnHeaderParams } from '@mui/x-data-grid';

interface Episode {
  id: number;
  number: number;
  title: string;
  guest: string;
  minutes: number;
}

const rows: Episode[] = [
  { id: 1, number: 41, title: 'Why bridges sing in the wind', guest: 'Dr. Amara Okafor', minutes: 48 },
  { id: 2, number: 42, title: 'The hidden life of city pigeons', guest: 'Lukas Brandt', minutes: 39 },
  { id: 3, number: 43, title: 'How sourdough starters travel the world', guest: 'Sofia Marchetti', minutes: 52 },
  { id: 4, number: 44, title: 'Mapping the ocean floor, one ping at a time', guest: 'Haruto Sato', minutes: 61 },
  { id: 5, number: 45, title: 'A short history of the paper clip', guest: 'Maya Goldberg', minutes: 33 },
];

// Each header shows the width the grid computed for its column, and updates when the grid is resized.
const renderHeaderWithWidth = ({ colDef }: GridColumnHeaderParams<Episode>) =>
  `${colDef.headerName} · ${Math.round(colDef.computedWidth)} px`;

const columns: GridColDef<Episode>[] = [
  { field: 'number', headerName: 'No.', type: 'number', width: 120, renderHeader: renderHeaderWithWidth },
  { field: 'title', headerName: 'Title', flex: 2, minWidth: 160, renderHeader: renderHeaderWithWidth },
  { field: 'guest', headerName: 'Guest', flex: 1, minWidth: 160, renderHeader: renderHeaderWithWidth },
  { field: 'minutes', headerName: 'Min', type: 'number', width: 120, renderHeader: renderHeaderWithWidth },
];

export default function FluidWidth() {
  return (
    <Box sx={{ height: 371, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
