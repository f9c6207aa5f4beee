import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DataGridPro, useGridApiRef, type GridColDef } from '@mui/x-data-grid-pro';

interface Zone {
  id: string;
  zone: string;
  price: number;
  change: number;
}

// Day-ahead electricity prices, in EUR per MWh.
const initialRows: Zone[] = [
  { id: 'DE-LU', zone: 'Germany and Luxembourg', price: 92.4, change: 0 },
  { id: 'FR', zone: 'France', price: 78.1, change: 0 },
  { id: 'NL', zone: 'Netherlands', price: 95.7, change: 0 },
  { id: 'BE', zone: 'Belgium', price: 88.3, change: 0 },
  { id: 'ES', zone: 'Spain', price: 61.9, change: 0 },
  { id: 'NO2', zone: 'Southern Norway', price: 44.6, change: 0 },
];

const columns: GridColDef<Zone>[] = [
  { field: 'id', headerName: 'Zone', width: 90 },
  { field: 'zone', headerName: 'Market area', flex: 1, minWidth: 160 },
  { field: 'price', headerName: 'Price', type: 'number', width: 110, valueFormatter: (v: number) => v.toFixed(2) },
  {
    field: 'change',
    headerName: 'Last change',
    type: 'number',
    width: 120,
    valueFormatter: (v: number) => `${v > 0 ? '+' : ''}${v.toFixed(2)}`,
  },
];

const UPDATE_EVERY_MS = 200;

export default function ThrottledPriceFeed() {
  const apiRef = useGridApiRef();
  const [throttleMs, setThrottleMs] = React.useState(1000);
  const [running, setRunning] = React.useState(true);
  const [sent, setSent] = React.useState(0);
  const [refreshes, setRefreshes] = React.useState(0);

  // Counts the times the grid applies row changes to its state.
  React.useEffect(() => apiRef.current?.subscribeEvent('rowsSet', () => setRefreshes((n) => n + 1)), [apiRef]);

  React.useEffect(() => {
    if (!running) return undefined;
    const timer = setInterval(() => {
      const api = apiRef.current;
      if (!api) return;
      const zone = initialRows[Math.floor(Math.random() * initialRows.length)];
      const current = zone && api.getRow<Zone>(zone.id);
      if (!current) return;
      const change = Math.round((Math.random() - 0.5) * 400) / 100;
      api.updateRows([{ id: current.id, price: Math.max(0, current.price + change), change }]);
      setSent((n) => n + 1);
    }, UPDATE_EVERY_MS);
    return () => clearInterval(timer); // no update after the demo unmounts or pauses
  }, [running, apiRef]);

  return (
    <Box sx={{ height: 460, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={throttleMs}
          onChange={(_event, value: number | null) => value !== null && setThrottleMs(value)}
          aria-label="Throttle row updates"
        >
          <ToggleButton value={0}>No throttle</ToggleButton>
          <ToggleButton value={1000}>1 s</ToggleButton>
          <ToggleButton value={3000}>3 s</ToggleButton>
        </ToggleButtonGroup>
        <Button size="small" variant="outlined" onClick={() => setRunning((value) => !value)}>
          {running ? 'Pause feed' : 'Resume feed'}
        </Button>
        <Typography variant="body2">
          {sent} updates sent, {refreshes} grid refreshes
        </Typography>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro apiRef={apiRef} rows={initialRows} columns={columns} throttleRowsMs={throttleMs} hideFooter />
      </Box>
    </Box>
  );
}
