import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPro, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid-pro';

interface UpgradeTask {
  id: number;
  task: string;
  product: string;
}

const rows: UpgradeTask[] = [
  { id: 1, task: 'Pin every @mui/x-* package to 8.0.0-beta.3', product: 'All' },
  { id: 2, task: 'Import LicenseInfo from @mui/x-license', product: 'All' },
  { id: 3, task: 'Replace the toolbar slot with showToolbar', product: 'Data Grid' },
  { id: 4, task: 'Convert selection arrays to include/exclude models', product: 'Data Grid' },
  { id: 5, task: 'Rename useGridApiEventHandler to useGridEvent', product: 'Data Grid' },
  { id: 6, task: 'date-fns v2: import AdapterDateFns from the AdapterDateFnsV2 path', product: 'Pickers' },
  { id: 7, task: 'Update field tests for the section-based DOM', product: 'Pickers' },
  { id: 8, task: 'Move legend props into slotProps.legend', product: 'Charts' },
  { id: 9, task: 'Replace TreeView with SimpleTreeView', product: 'Tree View' },
  { id: 10, task: 'Rename TreeItem2 imports to TreeItem', product: 'Tree View' },
];

const columns: GridColDef<UpgradeTask>[] = [
  { field: 'task', headerName: 'Task', flex: 1, minWidth: 260 },
  { field: 'product', headerName: 'Product', width: 120 },
];

const noSelection: GridRowSelectionModel = { type: 'include', ids: new Set() };

// An exclude model lists the rows that are NOT selected, so the count is inverted.
function countSelected(model: GridRowSelectionModel, total: number) {
  return model.type === 'include' ? model.ids.size : total - model.ids.size;
}

function formatModel(model: GridRowSelectionModel) {
  const ids = Array.from(model.ids).join(', ');
  return `{ type: '${model.type}', ids: Set(${model.ids.size})${ids ? ` [${ids}]` : ''} }`;
}

export default function SelectionModelV8() {
  const [model, setModel] = React.useState<GridRowSelectionModel>(noSelection);
  const selected = countSelected(model, rows.length);

  return (
    <Box sx={{ height: 572, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="body2">
          {selected} of {rows.length} tasks selected
        </Typography>
        <Button size="small" onClick={() => setModel(noSelection)} disabled={selected === 0}>
          Clear selection
        </Button>
      </Stack>
      <Typography
        variant="caption"
        component="code"
        sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
      >
        {formatModel(model)}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          checkboxSelection
          showToolbar
          label="v8 upgrade checklist"
          density="compact"
          rowSelectionModel={model}
          onRowSelectionModelChange={setModel}
        />
      </Box>
    </Box>
  );
}
