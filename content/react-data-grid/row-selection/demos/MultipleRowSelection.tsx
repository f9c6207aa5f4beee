import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  type GridColDef,
  type GridRowId,
  type GridRowSelectionModel,
} from '@mui/x-data-grid-pro';

interface Photo {
  id: number;
  file: string;
  camera: string;
  taken: string;
  sizeMb: number;
}

const rows: Photo[] = [
  { id: 1, file: 'IMG_4102.HEIC', camera: 'iPhone 15', taken: '2025-03-02', sizeMb: 2.8 },
  { id: 2, file: 'DSC09811.ARW', camera: 'Sony A7 IV', taken: '2025-03-02', sizeMb: 48.6 },
  { id: 3, file: 'DSC09812.ARW', camera: 'Sony A7 IV', taken: '2025-03-02', sizeMb: 47.9 },
  { id: 4, file: 'PXL_0309_1744.jpg', camera: 'Pixel 8', taken: '2025-03-09', sizeMb: 4.1 },
  { id: 5, file: 'DSC09877.ARW', camera: 'Sony A7 IV', taken: '2025-03-15', sizeMb: 49.2 },
  { id: 6, file: 'IMG_4188.HEIC', camera: 'iPhone 15', taken: '2025-03-16', sizeMb: 3.0 },
];

const columns: GridColDef<Photo>[] = [
  { field: 'file', headerName: 'File', flex: 1, minWidth: 160 },
  { field: 'camera', headerName: 'Camera', width: 130 },
  { field: 'taken', headerName: 'Taken', width: 120 },
  { field: 'sizeMb', headerName: 'Size (MB)', type: 'number', width: 110 },
];

// Ctrl+A stores "every row except these ids", so read the model through its type.
const isSelected = (model: GridRowSelectionModel, id: GridRowId) =>
  model.type === 'include' ? model.ids.has(id) : !model.ids.has(id);

export default function MultipleRowSelection() {
  const [single, setSingle] = React.useState(false);
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(),
  });
  const picked = rows.filter((row) => isSelected(selection, row.id));
  const totalMb = picked.reduce((sum, row) => sum + row.sizeMb, 0);

  return (
    <Box sx={{ height: 488, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <FormControlLabel
          control={<Switch checked={single} onChange={(event) => setSingle(event.target.checked)} />}
          label="disableMultipleRowSelection"
        />
        <Typography variant="body2" role="status">
          {picked.length} {picked.length === 1 ? 'photo' : 'photos'}, {totalMb.toFixed(1)} MB
        </Typography>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          disableMultipleRowSelection={single}
          onRowSelectionModelChange={setSelection}
        />
      </Box>
    </Box>
  );
}
