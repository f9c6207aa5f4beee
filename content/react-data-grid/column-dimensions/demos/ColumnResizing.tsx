import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridAutosizeOptions,
  type GridColDef,
  type GridColumnResizeParams,
} from '@mui/x-data-grid';

interface Artwork {
  id: number;
  inventory: string;
  title: string;
  artist: string;
  year: number;
  room: string;
}

const rows: Artwork[] = [
  { id: 1, inventory: 'P-0142', title: 'The Harbour at Dawn', artist: 'Ingrid Holm', year: 1887, room: 'East wing, room 4' },
  { id: 2, inventory: 'S-0031', title: 'Seated Figure', artist: 'Tomasz Wierzbicki', year: 1921, room: 'Sculpture court' },
  { id: 3, inventory: 'P-0207', title: 'Orchard in Late Summer', artist: 'Camille Roux', year: 1902, room: 'East wing, room 2' },
  { id: 4, inventory: 'D-0415', title: 'Study of Hands', artist: 'Anonymous', year: 1650, room: 'Works on paper' },
  { id: 5, inventory: 'P-0388', title: 'Night Market', artist: 'Chen Wei-Lin', year: 1968, room: 'Modern gallery' },
];

const columns: GridColDef<Artwork>[] = [
  // Inventory numbers all have the same length: this column cannot be resized.
  { field: 'inventory', headerName: 'Inv. no.', width: 100, resizable: false },
  // Users can drag this column between 120 and 360 px.
  { field: 'title', headerName: 'Title', width: 220, minWidth: 120, maxWidth: 360 },
  { field: 'artist', headerName: 'Artist', width: 170 },
  // `valueFormatter` keeps years free of a thousands separator.
  { field: 'year', headerName: 'Year', type: 'number', width: 90, valueFormatter: (value: number) => String(value) },
  { field: 'room', headerName: 'Room', flex: 1, minWidth: 160 },
];

// A double-click on a separator fits the column to all of its values, long ones included.
const autosizeOptions: GridAutosizeOptions = { includeOutliers: true };

export default function ColumnResizing() {
  const [dragging, setDragging] = React.useState('none');
  const [lastChange, setLastChange] = React.useState('none');

  const handleColumnResize = (params: GridColumnResizeParams) => {
    setDragging(`${params.colDef.field}: ${Math.round(params.width)} px`);
  };

  const handleColumnWidthChange = (params: GridColumnResizeParams) => {
    setDragging('none');
    setLastChange(`${params.colDef.field}: ${Math.round(params.width)} px`);
  };

  return (
    <Box sx={{ height: 419, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Stack
        direction="row"
        sx={{ height: 48, flexShrink: 0, alignItems: 'center', alignContent: 'center', flexWrap: 'wrap', columnGap: 3 }}
      >
        <Typography variant="body2">onColumnResize: {dragging}</Typography>
        <Typography variant="body2">onColumnWidthChange: {lastChange}</Typography>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          onColumnResize={handleColumnResize}
          onColumnWidthChange={handleColumnWidthChange}
          autosizeOptions={autosizeOptions}
        />
      </Box>
    </Box>
  );
}
