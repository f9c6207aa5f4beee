import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef, type GridInitialState } from '@mui/x-data-grid';

interface Listing {
  id: number;
  address: string;
  city: string;
  bedrooms: number;
  rent: number;
}

const listings: Listing[] = [
  { id: 1, address: '14 Canal Row', city: 'Utrecht', bedrooms: 2, rent: 1450 },
  { id: 2, address: '3B Hillside Terrace', city: 'Leiden', bedrooms: 1, rent: 980 },
  { id: 3, address: '77 Market Square', city: 'Utrecht', bedrooms: 3, rent: 2100 },
  { id: 4, address: '9 Orchard Close', city: 'Delft', bedrooms: 2, rent: 1320 },
  { id: 5, address: '41 Beacon Street', city: 'Leiden', bedrooms: 4, rent: 2650 },
];

const columns: GridColDef<Listing>[] = [
  { field: 'address', headerName: 'Address', flex: 1, minWidth: 160 },
  { field: 'city', headerName: 'City', width: 110 },
  { field: 'bedrooms', headerName: 'Bedrooms', type: 'number', width: 100 },
  { field: 'rent', headerName: 'Rent (€)', type: 'number', width: 100 },
];

export default function SavedViews() {
  const apiRef = useGridApiRef();
  const [views, setViews] = React.useState<{ name: string; state: GridInitialState }[]>([]);
  const [onlyDirty, setOnlyDirty] = React.useState(true);
  const [exported, setExported] = React.useState('');
  const saved = React.useRef(0);

  const saveView = () => {
    if (!apiRef.current) return;
    const state = apiRef.current.exportState({ exportOnlyDirtyModels: onlyDirty });
    saved.current += 1;
    const name = `View ${saved.current}`;
    setViews((previous) => [...previous, { name, state }].slice(-3)); // Keeps the last three.
    setExported(JSON.stringify(state));
  };

  return (
    <Box sx={{ height: 517, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button size="small" variant="contained" onClick={saveView}>
          Save current view
        </Button>
        {views.map((view) => (
          <Button key={view.name} size="small" variant="outlined" onClick={() => apiRef.current?.restoreState(view.state)}>
            Restore {view.name}
          </Button>
        ))}
        <FormControlLabel
          control={<Switch checked={onlyDirty} onChange={(event) => setOnlyDirty(event.target.checked)} />}
          label="Only changed models"
          sx={{ ml: 'auto' }}
        />
      </Stack>
      <Typography variant="body2" sx={{ fontFamily: 'monospace', fontSize: 12, height: 54, overflow: 'auto', wordBreak: 'break-all' }}>
        {exported || 'Sort, filter or hide a column, then save. The exported state shows here.'}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid apiRef={apiRef} rows={listings} columns={columns} showToolbar hideFooter />
      </Box>
    </Box>
  );
}
