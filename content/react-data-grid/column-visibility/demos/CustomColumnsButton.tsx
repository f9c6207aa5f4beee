import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { ColumnsPanelTrigger, DataGrid, Toolbar, type GridColDef } from '@mui/x-data-grid';

interface Houseplant {
  id: number;
  plant: string;
  light: string;
  watering: string;
  humidity: 'Low' | 'Medium' | 'High';
  petSafe: boolean;
}

const rows: Houseplant[] = [
  { id: 1, plant: 'Snake plant', light: 'Low to bright', watering: 'Every 3 weeks', humidity: 'Low', petSafe: false },
  { id: 2, plant: 'Boston fern', light: 'Bright indirect', watering: 'Keep moist', humidity: 'High', petSafe: true },
  { id: 3, plant: 'Monstera', light: 'Bright indirect', watering: 'Weekly', humidity: 'Medium', petSafe: false },
  { id: 4, plant: 'Calathea', light: 'Medium', watering: 'Twice a week', humidity: 'High', petSafe: true },
  { id: 5, plant: 'Jade plant', light: 'Direct sun', watering: 'Every 2 weeks', humidity: 'Low', petSafe: false },
];

const columns: GridColDef<Houseplant>[] = [
  { field: 'plant', headerName: 'Plant', flex: 1, minWidth: 140 },
  { field: 'light', headerName: 'Light', width: 150 },
  { field: 'watering', headerName: 'Watering', width: 140 },
  { field: 'humidity', headerName: 'Humidity', width: 110 },
  { field: 'petSafe', headerName: 'Pet safe', type: 'boolean', width: 100 },
];

function CareToolbar() {
  return (
    <Toolbar>
      <Typography variant="subtitle2" sx={{ flex: 1, mx: 0.5 }}>
        Plant care sheet
      </Typography>
      {/* The trigger opens the columns panel, which is anchored to it. */}
      <ColumnsPanelTrigger
        render={(props, state) => (
          <Button
            {...props}
            size="small"
            variant={state.open ? 'contained' : 'outlined'}
            startIcon={<ViewColumnIcon />}
          >
            Choose columns
          </Button>
        )}
      />
    </Toolbar>
  );
}

export default function CustomColumnsButton() {
  return (
    <Box sx={{ height: 423, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} slots={{ toolbar: CareToolbar }} showToolbar />
    </Box>
  );
}
