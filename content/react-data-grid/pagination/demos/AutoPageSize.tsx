import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridDensity } from '@mui/x-data-grid';

interface Reading {
  id: number;
  sensor: string;
  room: string;
  celsius: number;
}

const ROOMS = ['Server room', 'Lobby', 'Lab 2', 'Archive', 'Kitchen', 'Workshop'];

const rows: Reading[] = Array.from({ length: 60 }, (_, index) => ({
  id: index + 1,
  sensor: `T-${String(index + 101).padStart(4, '0')}`,
  room: ROOMS[index % ROOMS.length] ?? '',
  celsius: Math.round((18 + ((index * 7) % 90) / 10) * 10) / 10,
}));

const columns: GridColDef<Reading>[] = [
  { field: 'sensor', headerName: 'Sensor', width: 110 },
  { field: 'room', headerName: 'Room', flex: 1, minWidth: 120 },
  { field: 'celsius', headerName: '°C', type: 'number', width: 90 },
];

export default function AutoPageSize() {
  const [density, setDensity] = React.useState<GridDensity>('standard');
  const [pageSize, setPageSize] = React.useState<number | null>(null);

  return (
    <Box sx={{ height: 440, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={density}
          onChange={(_, value: GridDensity | null) => value && setDensity(value)}
          aria-label="Row density"
        >
          <ToggleButton value="compact">Compact</ToggleButton>
          <ToggleButton value="standard">Standard</ToggleButton>
          <ToggleButton value="comfortable">Comfortable</ToggleButton>
        </ToggleButtonGroup>
        <Typography variant="body2">Rows per page: {pageSize ?? '…'}</Typography>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          density={density}
          autoPageSize
          onPaginationModelChange={(model) => setPageSize(model.pageSize)}
        />
      </Box>
    </Box>
  );
}
