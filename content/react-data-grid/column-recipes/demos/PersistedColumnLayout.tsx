import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  useGridApiRef,
  type GridColDef,
  type GridInitialState,
} from '@mui/x-data-grid-pro';

interface Shipment {
  id: string;
  destination: string;
  carrier: string;
  parcels: number;
  weightKg: number;
  status: string;
}

const rows: Shipment[] = [
  { id: 'SH-4410', destination: 'Ghent', carrier: 'NordFreight', parcels: 12, weightKg: 84.5, status: 'In transit' },
  { id: 'SH-4411', destination: 'Tampere', carrier: 'Baltic Line', parcels: 3, weightKg: 17.2, status: 'Delivered' },
  { id: 'SH-4412', destination: 'Graz', carrier: 'AlpExpress', parcels: 27, weightKg: 231, status: 'Loading' },
  { id: 'SH-4413', destination: 'Porto', carrier: 'Atlântico', parcels: 8, weightKg: 56.8, status: 'In transit' },
];

const columns: GridColDef<Shipment>[] = [
  { field: 'id', headerName: 'Shipment', width: 110 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 120 },
  { field: 'carrier', headerName: 'Carrier', width: 130 },
  { field: 'parcels', headerName: 'Parcels', type: 'number', width: 90 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 110 },
  { field: 'status', headerName: 'Status', width: 110 },
];

// Versioned, so that a later change of the columns can ignore layouts saved for the old ones.
const STORAGE_KEY = 'shipments-grid-columns:v1';

type Dimensions = NonNullable<NonNullable<GridInitialState['columns']>['dimensions']>;
const FIELDS = new Set(columns.map((column) => column.field));
const DIMENSIONS = ['width', 'minWidth', 'maxWidth', 'flex'] as const;

// What a previous visit saved, keeping only the parts that fit today's columns; nothing when
// storage is blocked (private browsing) or holds something else.
function readSavedLayout(): GridInitialState['columns'] | undefined {
  let saved: unknown;
  try {
    saved = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? 'null');
  } catch {
    return undefined;
  }
  if (typeof saved !== 'object' || saved === null) return undefined;
  const { orderedFields, dimensions } = saved as Record<string, unknown>;
  const layout: GridInitialState['columns'] = {};
  if (Array.isArray(orderedFields)) {
    layout.orderedFields = orderedFields.filter((field) => typeof field === 'string');
  }
  if (typeof dimensions === 'object' && dimensions !== null) {
    const valid: Dimensions = {};
    for (const [field, value] of Object.entries(dimensions)) {
      if (!FIELDS.has(field) || typeof value !== 'object' || value === null) continue;
      const entries = DIMENSIONS.filter((key) => typeof value[key] === 'number').map((key) => [key, value[key]]);
      valid[field] = Object.fromEntries(entries);
    }
    layout.dimensions = valid;
  }
  return layout;
}

export default function PersistedColumnLayout() {
  const apiRef = useGridApiRef();
  // Read once, on mount; `version` remounts the grid when the layout is reset.
  const [initialState] = React.useState<GridInitialState>(() => ({ columns: readSavedLayout() }));
  const [version, setVersion] = React.useState(0);
  const [message, setMessage] = React.useState('');

  const saveLayout = () => {
    const state = apiRef.current?.exportState();
    if (!state?.columns) return;
    const { orderedFields, dimensions } = state.columns;
    try {
      window.localStorage.setItem(STORAGE_KEY, JSON.stringify({ orderedFields, dimensions }));
      setMessage('Layout saved: reload the page to see it restored.');
    } catch {
      setMessage('This browser does not allow saving the layout.');
    }
  };

  const resetLayout = () => {
    window.localStorage.removeItem(STORAGE_KEY);
    setVersion((v) => v + 1);
    setMessage('Layout reset to the defaults.');
  };

  return (
    <Box sx={{ height: 330, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minHeight: 32 }}>
        <Button size="small" variant="outlined" onClick={resetLayout}>
          Reset layout
        </Button>
        <Typography variant="body2" role="status" noWrap>
          {message}
        </Typography>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro
          key={version}
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          initialState={version === 0 ? initialState : undefined}
          onColumnWidthChange={saveLayout}
          onColumnOrderChange={saveLayout}
          hideFooter
        />
      </Box>
    </Box>
  );
}
