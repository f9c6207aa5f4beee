import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DataGrid, type DataGridProps, type GridColDef } from '@mui/x-data-grid';

interface Parcel {
  code: string;
  destination: string;
  weight: number;
}

const parcels: Parcel[] = [
  { code: 'PK-20417', destination: 'Lyon', weight: 2.4 },
  { code: 'PK-20418', destination: 'Ghent', weight: 0.8 },
  { code: 'PK-20419', destination: 'Turin', weight: 5.1 },
  { code: 'PK-20420', destination: 'Bilbao', weight: 1.7 },
  { code: 'PK-20421', destination: 'Graz', weight: 3.3 },
  { code: 'PK-20422', destination: 'Malmö', weight: 0.5 },
];

// Counts the commits of the cell it sits in and writes the number into the DOM itself:
// showing it through React state would cause more of the renders it counts.
function RenderCount() {
  const commits = React.useRef(0);
  const output = React.useRef<HTMLSpanElement>(null);
  const lastCounted = React.useRef<object | null>(null);
  const thisRender = {};
  React.useEffect(() => {
    // Strict Mode runs a new effect twice: count each render once.
    if (lastCounted.current === thisRender) return;
    lastCounted.current = thisRender;
    commits.current += 1;
    if (output.current) output.current.textContent = String(commits.current);
  });
  return <span ref={output} />;
}

const buildColumns = (): GridColDef<Parcel>[] => [
  { field: 'code', headerName: 'Parcel', width: 120 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 120 },
  { field: 'weight', headerName: 'Weight (kg)', type: 'number', width: 110 },
  { field: 'renders', headerName: 'Renders', width: 100, sortable: false, renderCell: () => <RenderCount /> },
];

// Stable references: created once, outside of the component.
const columns = buildColumns();
const getRowId = (row: Parcel) => row.code;
const slotProps: DataGridProps['slotProps'] = { toolbar: { csvOptions: { fileName: 'parcels' } } };

const MODES = {
  stable: 'All props stable',
  columns: 'New columns array on every render',
  getRowId: 'New getRowId function on every render',
  slotProps: 'New slotProps object on every render',
};
type Mode = keyof typeof MODES;

export default function RenderCounter() {
  const [mode, setMode] = React.useState<Mode>('stable');
  const [note, setNote] = React.useState('');

  return (
    <Box sx={{ height: 530, width: '100%', display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ pt: 1, flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label="Props"
          value={mode}
          onChange={(event) => setMode(event.target.value as Mode)}
          sx={{ minWidth: 300 }}
        >
          {Object.entries(MODES).map(([value, label]) => (
            <MenuItem key={value} value={value}>
              {label}
            </MenuItem>
          ))}
        </TextField>
        <TextField size="small" label="Packing note" value={note} onChange={(event) => setNote(event.target.value)} />
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          key={mode} // a fresh grid for each mode, so the counts start again from 1
          rows={parcels}
          columns={mode === 'columns' ? buildColumns() : columns}
          getRowId={mode === 'getRowId' ? (row: Parcel) => row.code : getRowId}
          slotProps={mode === 'slotProps' ? { toolbar: { csvOptions: { fileName: 'parcels' } } } : slotProps}
          showToolbar
          hideFooter
        />
      </Box>
    </Box>
  );
}
