import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Booking {
  id: number;
  room: string;
  bookedBy: string;
  time: string;
}

const allBookings: Booking[] = [
  { id: 1, room: 'Lighthouse', bookedBy: 'Amara Okafor', time: '09:00–10:00' },
  { id: 2, room: 'Greenhouse', bookedBy: 'Jonas Lindqvist', time: '09:30–11:00' },
  { id: 3, room: 'Boathouse', bookedBy: 'Priya Raman', time: '11:00–11:30' },
  { id: 4, room: 'Lighthouse', bookedBy: 'Mateo Ferreira', time: '13:00–14:30' },
  { id: 5, room: 'Observatory', bookedBy: 'Hana Kobayashi', time: '15:00–16:00' },
];

const columns: GridColDef<Booking>[] = [
  { field: 'room', headerName: 'Room', width: 130 },
  { field: 'bookedBy', headerName: 'Booked by', flex: 1, minWidth: 150 },
  { field: 'time', headerName: 'Time', width: 130 },
];

export default function GrowWithRows() {
  const [count, setCount] = React.useState(2);
  const [gridHeight, setGridHeight] = React.useState<number | null>(null);

  // Reports the height the grid takes; the observer's callback runs after layout, outside render.
  const measure = React.useCallback((node: HTMLDivElement | null) => {
    if (!node) return undefined;
    const observer = new ResizeObserver(() => setGridHeight(Math.round(node.getBoundingClientRect().height)));
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  return (
    <Box sx={{ height: 423, width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ height: 52, alignItems: 'center' }}>
        <Button
          size="small"
          variant="outlined"
          aria-label="Remove booking"
          disabled={count === 0}
          onClick={() => setCount(count - 1)}
        >
          Remove
        </Button>
        <Button
          size="small"
          variant="outlined"
          aria-label="Add booking"
          disabled={count === allBookings.length}
          onClick={() => setCount(count + 1)}
        >
          Add
        </Button>
        <Typography variant="body2" aria-live="polite">
          {gridHeight === null ? '' : `Grid height: ${gridHeight} px`}
        </Typography>
      </Stack>
      {/* No height on the parent: the grid takes the height of its rows. */}
      <Box ref={measure} sx={{ display: 'flex', flexDirection: 'column' }}>
        <DataGrid rows={allBookings.slice(0, count)} columns={columns} />
      </Box>
    </Box>
  );
}
