import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef, type GridInitialState } from '@mui/x-data-grid';

interface Job {
  id: number;
  asset: string;
  site: string;
  task: string;
  hours: number;
}

const jobs: Job[] = [
  { id: 1, asset: 'Forklift FL-03', site: 'Rotterdam', task: 'Replace hydraulic hose', hours: 2.5 },
  { id: 2, asset: 'Conveyor C-12', site: 'Antwerp', task: 'Belt tension check', hours: 1 },
  { id: 3, asset: 'Chiller CH-2', site: 'Rotterdam', task: 'Refrigerant top-up', hours: 3 },
  { id: 4, asset: 'Dock door D-7', site: 'Ghent', task: 'Spring replacement', hours: 4 },
  { id: 5, asset: 'Forklift FL-09', site: 'Antwerp', task: 'Battery water level', hours: 0.5 },
];

const columns: GridColDef<Job>[] = [
  { field: 'asset', headerName: 'Asset', width: 150 },
  { field: 'site', headerName: 'Site', width: 120 },
  { field: 'task', headerName: 'Task', flex: 1, minWidth: 180 },
  { field: 'hours', headerName: 'Hours', type: 'number', width: 90 },
];

const STORAGE_KEY = 'maintenance-grid-state';

// The saved view lives in localStorage, an external store that React reads with
// useSyncExternalStore. The 'storage' event reports changes made in other tabs.
const subscribe = (onChange: () => void) => {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
};
const readSaved = () => window.localStorage.getItem(STORAGE_KEY);
// On a server there is no localStorage: report "not read yet" and render no grid.
const readOnServer = () => undefined;

function parse(saved: string | null): GridInitialState | undefined {
  try {
    return saved ? (JSON.parse(saved) as GridInitialState) : undefined;
  } catch {
    return undefined;
  }
}

export default function SaveToLocalStorage() {
  const apiRef = useGridApiRef();
  const saved = React.useSyncExternalStore<string | null | undefined>(subscribe, readSaved, readOnServer);
  // initialState is only read when the grid mounts: later values are ignored until a remount.
  const initialState = React.useMemo(() => parse(saved ?? null), [saved]);
  const [version, setVersion] = React.useState(0);
  const [status, setStatus] = React.useState('');

  const save = () => {
    if (!apiRef.current) return;
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(apiRef.current.exportState()));
    setStatus('Saved. Reload the page to get this view back.');
  };

  const reset = () => {
    window.localStorage.removeItem(STORAGE_KEY);
    setVersion((value) => value + 1); // A new key mounts a fresh grid with the default state.
    setStatus('Back to the default view; nothing saved.');
  };

  return (
    <Box sx={{ height: 409, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button size="small" variant="contained" onClick={save} disabled={saved === undefined}>
          Save view
        </Button>
        <Button size="small" onClick={reset}>
          Reset
        </Button>
        <Typography variant="body2" role="status" sx={{ pl: 1 }}>
          {status || (saved ? 'Restored the saved view.' : 'Nothing saved yet.')}
        </Typography>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        {saved !== undefined && (
          <DataGrid
            key={version}
            apiRef={apiRef}
            rows={jobs}
            columns={columns}
            initialState={initialState}
            showToolbar
            hideFooter
          />
        )}
      </Box>
    </Box>
  );
}
