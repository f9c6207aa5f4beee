import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  type GridColDef,
  type GridRowSelectionModel,
} from '@mui/x-data-grid';

interface Plant {
  id: number;
  name: string;
  light: string;
  water: string;
}

const rows: Plant[] = [
  { id: 1, name: 'Monstera deliciosa', light: 'Bright, indirect', water: 'Weekly' },
  { id: 2, name: 'Snake plant', light: 'Low', water: 'Monthly' },
  { id: 3, name: 'Fiddle-leaf fig', light: 'Bright, indirect', water: 'Weekly' },
  { id: 4, name: 'ZZ plant', light: 'Low', water: 'Monthly' },
  { id: 5, name: 'String of pearls', light: 'Bright, direct', water: 'Every two weeks' },
  { id: 6, name: 'Pothos', light: 'Low', water: 'Weekly' },
];

const columns: GridColDef<Plant>[] = [
  { field: 'name', headerName: 'Plant', flex: 1, minWidth: 170 },
  { field: 'light', headerName: 'Light', width: 150 },
  { field: 'water', headerName: 'Water', width: 150 },
];

export default function SelectionWithFiltering() {
  const [keepHidden, setKeepHidden] = React.useState(false);
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set([1, 2, 3]),
  });
  const names = rows.filter((row) => selection.ids.has(row.id)).map((row) => row.name);

  return (
    <Box sx={{ height: 544, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack spacing={0.5}>
        <FormControlLabel
          control={<Switch checked={keepHidden} onChange={(event) => setKeepHidden(event.target.checked)} />}
          label="keepNonExistentRowsSelected"
        />
        <Typography variant="body2" role="status" noWrap>
          In the model: {names.join(', ') || 'nothing'}
        </Typography>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          checkboxSelection
          showToolbar
          keepNonExistentRowsSelected={keepHidden}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
        />
      </Box>
    </Box>
  );
}
