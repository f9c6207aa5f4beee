import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid, useGridApiRef, type GridColDef, type GridInitialState } from '@mui/x-data-grid';

interface Shipment {
  id: string;
  carrier: string;
  destination: string;
  weight: number;
  delayed: boolean;
}

const shipments: Shipment[] = [
  { id: 'SH-801', carrier: 'Nordic Freight', destination: 'Oslo', weight: 420, delayed: false },
  { id: 'SH-802', carrier: 'Alpine Cargo', destination: 'Zurich', weight: 1280, delayed: true },
  { id: 'SH-803', carrier: 'Nordic Freight', destination: 'Stockholm', weight: 75, delayed: false },
  { id: 'SH-804', carrier: 'Iberia Express', destination: 'Lisbon', weight: 960, delayed: true },
  { id: 'SH-805', carrier: 'Alpine Cargo', destination: 'Vienna', weight: 310, delayed: false },
];

const columns: GridColDef<Shipment>[] = [
  { field: 'id', headerName: 'Shipment', width: 110 },
  { field: 'carrier', headerName: 'Carrier', width: 140 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 120 },
  { field: 'weight', headerName: 'Weight (kg)', type: 'number', width: 110 },
  { field: 'delayed', headerName: 'Delayed', type: 'boolean', width: 90 },
];

// A full state, as a colleague might have shared it: it also hides a column and sets the density.
const sharedState: GridInitialState = {
  sorting: { sortModel: [{ field: 'weight', sort: 'desc' }] },
  filter: { filterModel: { items: [{ field: 'delayed', operator: 'is', value: 'true' }] } },
  columns: { columnVisibilityModel: { carrier: false } },
  density: 'compact',
};

export default function PartialRestore() {
  const apiRef = useGridApiRef();

  const applyAll = () => apiRef.current?.restoreState(sharedState);

  // Pick the keys to restore: the rest of the grid's state stays as the user left it.
  const applySortAndFilter = () =>
    apiRef.current?.restoreState({ sorting: sharedState.sorting, filter: sharedState.filter });

  const clear = () => {
    apiRef.current?.setSortModel([]);
    apiRef.current?.setFilterModel({ items: [] });
  };

  return (
    <Box sx={{ height: 434, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={applySortAndFilter}>
          Apply sort and filter only
        </Button>
        <Button size="small" variant="outlined" onClick={applyAll}>
          Apply the whole shared view
        </Button>
        <Button size="small" onClick={clear}>
          Clear sort and filter
        </Button>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid apiRef={apiRef} rows={shipments} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
