import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  gridColumnFieldsSelector,
  gridVisibleColumnFieldsSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
  type GridInitialState,
} from '@mui/x-data-grid';

interface Artwork {
  id: number;
  title: string;
  artist: string;
  year: number;
  medium: string;
  room: string;
}

const rows: Artwork[] = [
  { id: 1, title: 'The Harvesters', artist: 'Pieter Bruegel the Elder', year: 1565, medium: 'Oil on wood', room: '12' },
  { id: 2, title: 'Water Lilies', artist: 'Claude Monet', year: 1906, medium: 'Oil on canvas', room: '31' },
  { id: 3, title: 'The Great Wave', artist: 'Katsushika Hokusai', year: 1831, medium: 'Woodblock print', room: '7' },
  { id: 4, title: 'Composition II', artist: 'Piet Mondrian', year: 1930, medium: 'Oil on canvas', room: '44' },
  { id: 5, title: 'Girl with a Pearl Earring', artist: 'Johannes Vermeer', year: 1665, medium: 'Oil on canvas', room: '9' },
];

const columns: GridColDef<Artwork>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 160 },
  { field: 'artist', headerName: 'Artist', width: 210 },
  { field: 'year', headerName: 'Year', type: 'number', width: 80, valueFormatter: (value: number) => String(value) },
  { field: 'medium', headerName: 'Medium', width: 150 },
  { field: 'room', headerName: 'Room', width: 80 },
];

const initialState: GridInitialState = {
  columns: { columnVisibilityModel: { room: false } },
};

// Rendered inside the grid, so the selectors read this grid's state and re-render it on every change.
function ColumnsFooter() {
  const apiRef = useGridApiContext();
  const definedFields = useGridSelector(apiRef, gridColumnFieldsSelector);
  const visibleFields = useGridSelector(apiRef, gridVisibleColumnFieldsSelector);

  return (
    <Box sx={{ px: 2, py: 1, borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="body2" noWrap>
        <strong>Defined ({definedFields.length}):</strong> {definedFields.join(', ')}
      </Typography>
      <Typography variant="body2" noWrap>
        <strong>Visible ({visibleFields.length}):</strong> {visibleFields.join(', ')}
      </Typography>
    </Box>
  );
}

export default function ColumnSelectors() {
  return (
    <Box sx={{ height: 378, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        initialState={initialState}
        checkboxSelection
        slots={{ footer: ColumnsFooter }}
      />
    </Box>
  );
}
