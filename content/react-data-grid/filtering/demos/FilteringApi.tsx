import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import {
  DataGridPro,
  GridLogicOperator,
  useGridApiRef,
  type GridColDef,
  type GridFilterItem,
  type GridFilterModel,
} from '@mui/x-data-grid-pro';

interface Task {
  id: number;
  task: string;
  owner: string;
  estimate: number;
  status: string;
}

const tasks: Task[] = [
  { id: 1, task: 'Migrate billing webhooks', owner: 'Noor', estimate: 13, status: 'In review' },
  { id: 2, task: 'Add SSO to admin console', owner: 'Felix', estimate: 8, status: 'In progress' },
  { id: 3, task: 'Fix CSV export encoding', owner: 'Noor', estimate: 3, status: 'Done' },
  { id: 4, task: 'Rate-limit public API', owner: 'Dana', estimate: 5, status: 'To do' },
  { id: 5, task: 'Archive stale projects job', owner: 'Felix', estimate: 2, status: 'To do' },
  { id: 6, task: 'Audit log retention', owner: 'Noor', estimate: 5, status: 'In progress' },
  { id: 7, task: 'Upgrade search cluster', owner: 'Dana', estimate: 21, status: 'In progress' },
];

const columns: GridColDef<Task>[] = [
  { field: 'task', headerName: 'Task', flex: 1, minWidth: 190 },
  { field: 'owner', headerName: 'Owner', width: 110 },
  { field: 'estimate', headerName: 'Estimate (h)', type: 'number', width: 120 },
  { field: 'status', headerName: 'Status', width: 120 },
];

// Fixed ids let the buttons replace or delete their own item without touching the others.
const mine: GridFilterItem = { id: 'mine', field: 'owner', operator: 'equals', value: 'Noor' };
const large: GridFilterItem = { id: 'large', field: 'estimate', operator: '>', value: 8 };

export default function FilteringApi() {
  const apiRef = useGridApiRef();
  const [model, setModel] = React.useState<GridFilterModel>({ items: [] });
  const has = (item: GridFilterItem) => model.items.some(({ id }) => id === item.id);
  const matchAny = model.logicOperator === GridLogicOperator.Or;

  const toggle = (item: GridFilterItem) =>
    has(item) ? apiRef.current?.deleteFilterItem(item) : apiRef.current?.upsertFilterItem(item);

  return (
    <Box sx={{ height: 559, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <ToggleButton size="small" value="mine" selected={has(mine)} onChange={() => toggle(mine)}>
          Owner is Noor
        </ToggleButton>
        <ToggleButton size="small" value="large" selected={has(large)} onChange={() => toggle(large)}>
          Over 8 h
        </ToggleButton>
        <ToggleButton
          size="small"
          value="any"
          selected={matchAny}
          onChange={() => apiRef.current?.setFilterLogicOperator(matchAny ? GridLogicOperator.And : GridLogicOperator.Or)}
        >
          Match any
        </ToggleButton>
        <Button size="small" onClick={() => apiRef.current?.showFilterPanel('status')}>
          Filter by status
        </Button>
        <Button size="small" onClick={() => apiRef.current?.setFilterModel({ items: [] })}>
          Clear
        </Button>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro apiRef={apiRef} rows={tasks} columns={columns} onFilterModelChange={setModel} />
      </Box>
    </Box>
  );
}
