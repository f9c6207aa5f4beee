import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  DataGrid,
  getGridDefaultColumnTypes,
  useGridApiRef,
  type GridColDef,
  type GridFilterItem,
  type GridFilterModel,
} from '@mui/x-data-grid';

interface Ticket {
  id: number;
  subject: string;
  customer: string;
  priority: 'Low' | 'Normal' | 'Urgent';
  status: 'Open' | 'Waiting' | 'Solved';
}

const rows: Ticket[] = [
  { id: 1, subject: 'Card declined at checkout', customer: 'Lumen Bikes', priority: 'Urgent', status: 'Open' },
  { id: 2, subject: 'Export to CSV cuts accents', customer: 'Atelier Roux', priority: 'Normal', status: 'Waiting' },
  { id: 3, subject: 'Add a second admin', customer: 'Fjord Analytics', priority: 'Low', status: 'Solved' },
  { id: 4, subject: 'Invoices show the old address', customer: 'Lumen Bikes', priority: 'Normal', status: 'Open' },
  { id: 5, subject: 'SSO login loops', customer: 'Kestrel Health', priority: 'Urgent', status: 'Waiting' },
  { id: 6, subject: 'Dark mode contrast on reports', customer: 'Atelier Roux', priority: 'Low', status: 'Open' },
];

const columns: GridColDef<Ticket>[] = [
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 200 },
  { field: 'customer', headerName: 'Customer', width: 150 },
  { field: 'priority', headerName: 'Priority', type: 'singleSelect', valueOptions: ['Low', 'Normal', 'Urgent'] },
  { field: 'status', headerName: 'Status', type: 'singleSelect', valueOptions: ['Open', 'Waiting', 'Solved'] },
];

// Versioned: change the key when the columns change in a way old filters should not survive.
const STORAGE_KEY = 'support-queue.filters.v1';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

// The grid drops items of unknown columns by itself, but throws on an operator that a column
// does not offer: keep only the items whose column and operator both exist today.
function isUsableItem(item: unknown): item is GridFilterItem {
  if (!isRecord(item) || typeof item.operator !== 'string') return false;
  const column = columns.find((candidate) => candidate.field === item.field);
  if (!column) return false;
  const operators =
    column.filterOperators ?? getGridDefaultColumnTypes()[column.type ?? 'string'].filterOperators ?? [];
  return operators.some((operator) => operator.value === item.operator);
}

function loadFilterModel(): GridFilterModel | undefined {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null');
    if (!isRecord(saved) || !Array.isArray(saved.items)) return undefined;
    const words = Array.isArray(saved.quickFilterValues) ? saved.quickFilterValues : [];
    return {
      items: saved.items.filter(isUsableItem),
      quickFilterValues: words.filter((word): word is string => typeof word === 'string'),
    };
  } catch {
    return undefined; // storage blocked, or not JSON: start without filters
  }
}

function saveFilterModel(model: GridFilterModel) {
  const { items, quickFilterValues } = model;
  const saved = { items: items.map(({ id, field, operator, value }) => ({ id, field, operator, value })), quickFilterValues };
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(saved));
  } catch {
    // Full or blocked storage: the filters just won't survive a reload.
  }
}

export default function PersistedFilters() {
  const apiRef = useGridApiRef();
  // Read once, on the first render: initialState is only applied when the grid mounts.
  const [savedModel] = React.useState(loadFilterModel);

  const resetFilters = () => {
    apiRef.current?.setFilterModel({ items: [], quickFilterValues: [] });
    localStorage.removeItem(STORAGE_KEY);
  };

  return (
    <Box sx={{ height: 519, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Button onClick={resetFilters} sx={{ alignSelf: 'flex-start' }}>
        Reset filters
      </Button>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          showToolbar
          initialState={savedModel ? { filter: { filterModel: savedModel } } : undefined}
          onFilterModelChange={saveFilterModel}
        />
      </Box>
    </Box>
  );
}
