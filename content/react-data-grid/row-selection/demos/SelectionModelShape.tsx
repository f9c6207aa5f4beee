import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  type GridColDef,
  type GridRowId,
  type GridRowSelectionModel,
} from '@mui/x-data-grid-pro';

interface Seed {
  id: string;
  variety: string;
  crop: string;
  packets: number;
}

const rows: Seed[] = [
  { id: 'TOM-07', variety: 'Black Krim', crop: 'Tomato', packets: 42 },
  { id: 'TOM-12', variety: 'Sungold', crop: 'Tomato', packets: 18 },
  { id: 'BEA-03', variety: 'Blue Lake', crop: 'Bean', packets: 65 },
  { id: 'LET-21', variety: 'Little Gem', crop: 'Lettuce', packets: 30 },
  { id: 'SQU-09', variety: 'Butternut Waltham', crop: 'Squash', packets: 12 },
];

const columns: GridColDef<Seed>[] = [
  { field: 'id', headerName: 'Code', width: 100 },
  { field: 'variety', headerName: 'Variety', flex: 1, minWidth: 160 },
  { field: 'crop', headerName: 'Crop', width: 110 },
  { field: 'packets', headerName: 'Packets', type: 'number', width: 100 },
];

const isSelected = (model: GridRowSelectionModel, id: GridRowId) =>
  model.type === 'include' ? model.ids.has(id) : !model.ids.has(id);

// A Set does not survive JSON.stringify, so list its ids.
const describe = (model: GridRowSelectionModel) =>
  `{ type: '${model.type}', ids: new Set([${[...model.ids].map((id) => `'${id}'`).join(', ')}]) }`;

export default function SelectionModelShape() {
  const [model, setModel] = React.useState<GridRowSelectionModel>({ type: 'include', ids: new Set() });
  const selected = rows.filter((row) => isSelected(model, row.id)).map((row) => row.id);

  return (
    <Box sx={{ height: 440, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box role="status" sx={{ fontFamily: 'monospace', fontSize: 13, minHeight: 40 }}>
        <div>{describe(model)}</div>
        <Typography variant="body2">Selected: {selected.join(', ') || 'none'}</Typography>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          checkboxSelection
          rowSelectionModel={model}
          onRowSelectionModelChange={setModel}
          hideFooter
        />
      </Box>
    </Box>
  );
}
