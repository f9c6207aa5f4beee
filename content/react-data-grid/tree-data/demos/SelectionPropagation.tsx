import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  type GridColDef,
  type GridRowSelectionModel,
  type GridRowSelectionPropagation,
} from '@mui/x-data-grid-pro';

interface Folder {
  id: number;
  path: string[];
  files: number;
}

// A shared drive: pick the folders to include in a backup.
const rows: Folder[] = [
  { id: 1, path: ['Finance'], files: 12 },
  { id: 2, path: ['Finance', 'Invoices 2025'], files: 318 },
  { id: 3, path: ['Finance', 'Payroll'], files: 96 },
  { id: 4, path: ['Marketing'], files: 4 },
  { id: 5, path: ['Marketing', 'Campaigns'], files: 142 },
  { id: 6, path: ['Marketing', 'Campaigns', 'Spring launch'], files: 57 },
  { id: 7, path: ['Marketing', 'Brand assets'], files: 233 },
];

const columns: GridColDef<Folder>[] = [{ field: 'files', headerName: 'Files', type: 'number', flex: 1, minWidth: 80 }];

export default function SelectionPropagation() {
  const [propagation, setPropagation] = React.useState<GridRowSelectionPropagation>({
    parents: true,
    descendants: true,
  });
  const [selection, setSelection] = React.useState<GridRowSelectionModel>({ type: 'include', ids: new Set() });

  const toggle = (key: keyof GridRowSelectionPropagation) =>
    setPropagation((prev) => ({ ...prev, [key]: !prev[key] }));

  return (
    <Box sx={{ height: 568, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
        <FormControlLabel
          label="descendants"
          control={<Switch checked={propagation.descendants} onChange={() => toggle('descendants')} />}
        />
        <FormControlLabel
          label="parents"
          control={<Switch checked={propagation.parents} onChange={() => toggle('parents')} />}
        />
      </Stack>
      <Typography variant="body2">
        rowSelectionModel: <code>{`{ type: '${selection.type}', ids: [${[...selection.ids].join(', ')}] }`}</code>
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro
          treeData
          rows={rows}
          columns={columns}
          getTreeDataPath={(row) => row.path}
          groupingColDef={{ headerName: 'Folder', width: 240 }}
          defaultGroupingExpansionDepth={-1}
          checkboxSelection
          disableRowSelectionOnClick
          rowSelectionPropagation={propagation}
          rowSelectionModel={selection}
          onRowSelectionModelChange={setSelection}
        />
      </Box>
    </Box>
  );
}
