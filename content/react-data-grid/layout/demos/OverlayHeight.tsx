import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { DataGrid, GridOverlay, type GridColDef } from '@mui/x-data-grid';

interface Listing {
  id: number;
  address: string;
  rooms: number;
  rent: number;
}

// A search that matched nothing: the grid has no rows to size itself by.
const noMatches: Listing[] = [];

const columns: GridColDef<Listing>[] = [
  { field: 'address', headerName: 'Address', flex: 1, minWidth: 160 },
  { field: 'rooms', headerName: 'Rooms', type: 'number', width: 90 },
  { field: 'rent', headerName: 'Rent (€)', type: 'number', width: 110 },
];

function NoListingsOverlay() {
  return (
    <GridOverlay>
      <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center', px: 2 }}>
        <SearchOffIcon sx={{ fontSize: 40, color: 'text.secondary' }} />
        <Typography variant="subtitle2">No flats match this search</Typography>
        <Typography variant="body2" color="text.secondary">
          Raise the rent limit or allow fewer rooms.
        </Typography>
      </Stack>
    </GridOverlay>
  );
}

export default function OverlayHeight() {
  const [tallOverlay, setTallOverlay] = React.useState(false);
  const [loading, setLoading] = React.useState(false);

  return (
    <Box sx={{ height: 363, width: '100%' }}>
      <Stack direction="row" sx={{ height: 52, alignItems: 'center' }}>
        <FormControlLabel
          control={<Switch checked={tallOverlay} onChange={(event) => setTallOverlay(event.target.checked)} />}
          label="200 px overlay"
        />
        <FormControlLabel
          control={<Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />}
          label="Loading"
        />
      </Stack>
      <Box sx={{ display: 'flex', flexDirection: 'column' }}>
        <DataGrid
          rows={noMatches}
          columns={columns}
          loading={loading}
          slots={{ noRowsOverlay: NoListingsOverlay }}
          sx={tallOverlay ? { '--DataGrid-overlayHeight': '200px' } : undefined}
        />
      </Box>
    </Box>
  );
}
