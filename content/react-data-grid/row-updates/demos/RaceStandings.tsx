import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Rider {
  id: number;
  rider: string;
  team: string;
  totalSeconds: number;
}

const riders = [
  { id: 1, rider: 'Inès Moreau', team: 'Velocity Lyon' },
  { id: 2, rider: 'Kofi Asante', team: 'Accra Cycling' },
  { id: 3, rider: 'Hanna Virtanen', team: 'Nordic Wheels' },
  { id: 4, rider: 'Diego Salazar', team: 'Sierra Pro' },
  { id: 5, rider: 'Mei Lin', team: 'Pearl River CC' },
];

// Lap times in seconds, one array per lap, in the order of `riders`.
const laps = [
  [312, 318, 309, 321, 315],
  [305, 301, 311, 300, 308],
  [299, 304, 306, 297, 301],
  [308, 296, 302, 303, 298],
];

function standingsAfter(lapCount: number): Rider[] {
  return riders.map((rider, index) => ({
    ...rider,
    totalSeconds: laps.slice(0, lapCount).reduce((sum, lap) => sum + (lap[index] ?? 0), 0),
  }));
}

const formatTime = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

const columns: GridColDef<Rider>[] = [
  { field: 'rider', headerName: 'Rider', flex: 1, minWidth: 140 },
  { field: 'team', headerName: 'Team', width: 150 },
  {
    field: 'totalSeconds',
    headerName: 'Total time',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => formatTime(value),
  },
];

export default function RaceStandings() {
  const [lapCount, setLapCount] = React.useState(1);
  // A new array only when the lap count changes.
  const rows = React.useMemo(() => standingsAfter(lapCount), [lapCount]);

  return (
    <Box sx={{ height: 422, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button
          variant="outlined"
          size="small"
          disabled={lapCount === laps.length}
          onClick={() => setLapCount((count) => count + 1)}
        >
          Next lap
        </Button>
        <Button size="small" disabled={lapCount === 1} onClick={() => setLapCount(1)}>
          Restart
        </Button>
        <Typography variant="body2">
          After lap {lapCount} of {laps.length}
        </Typography>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          initialState={{ sorting: { sortModel: [{ field: 'totalSeconds', sort: 'asc' }] } }}
          hideFooter
        />
      </Box>
    </Box>
  );
}
