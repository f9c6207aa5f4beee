import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Shipment {
  id: number;
  tracking: string;
  destination: string;
  weightKg: number;
  notes: string;
}

const rows: Shipment[] = [
  { id: 1, tracking: 'PKG-48213', destination: 'Rotterdam', weightKg: 12.4, notes: 'Fragile: glassware' },
  { id: 2, tracking: 'PKG-48207', destination: 'Montréal', weightKg: 3.1, notes: 'Leave at reception' },
  { id: 3, tracking: 'PKG-48230', destination: 'Singapore', weightKg: 27.8, notes: 'Customs form attached' },
  { id: 4, tracking: 'PKG-48199', destination: 'Cape Town', weightKg: 8.6, notes: 'Signature required' },
  { id: 5, tracking: 'PKG-48222', destination: 'Auckland', weightKg: 1.9, notes: 'Keep dry' },
];

const columns: GridColDef<Shipment>[] = [
  { field: 'tracking', headerName: 'Tracking', width: 120 },
  { field: 'destination', headerName: 'Destination', width: 130 },
  { field: 'weightKg', headerName: 'Weight (kg)', type: 'number', width: 120 },
  // Free-text notes have no meaningful order, so this column opts out of sorting.
  { field: 'notes', headerName: 'Notes', flex: 1, minWidth: 180, sortable: false },
];

export default function DisableSorting() {
  const [sortingDisabled, setSortingDisabled] = React.useState(false);

  return (
    <Box sx={{ height: 410, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <FormControlLabel
        control={
          <Switch checked={sortingDisabled} onChange={(event) => setSortingDisabled(event.target.checked)} />
        }
        label="disableColumnSorting"
      />
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid rows={rows} columns={columns} disableColumnSorting={sortingDisabled} />
      </Box>
    </Box>
  );
}
