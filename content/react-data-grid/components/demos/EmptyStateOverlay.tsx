import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

declare module '@mui/x-data-grid' {
  interface NoRowsOverlayPropsOverrides {
    onSchedule?: () => void;
  }
}

interface Pickup {
  id: number;
  carrier: string;
  window: string;
  pallets: number;
}

const columns: GridColDef<Pickup>[] = [
  { field: 'carrier', headerName: 'Carrier', flex: 1, minWidth: 140 },
  { field: 'window', headerName: 'Pickup window', width: 150 },
  { field: 'pallets', headerName: 'Pallets', type: 'number', width: 100 },
];

// Shown by the grid when it has no rows; slotProps.noRowsOverlay passes onSchedule.
function NoPickupsOverlay({ onSchedule }: { onSchedule?: () => void }) {
  return (
    <Box sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 1 }}>
      <LocalShippingOutlinedIcon color="disabled" sx={{ fontSize: 40 }} />
      <Typography variant="body2">No pickups scheduled for today.</Typography>
      <Button size="small" variant="outlined" onClick={onSchedule}>
        Schedule a pickup
      </Button>
    </Box>
  );
}

export default function EmptyStateOverlay() {
  const [pickups, setPickups] = React.useState<Pickup[]>([]);

  const schedule = () =>
    setPickups((rows) => [...rows, { id: rows.length + 1, carrier: 'Coastline Haulage', window: '14:00–16:00', pallets: 6 }]);

  return (
    <Box sx={{ height: 320 }}>
      <DataGrid
        rows={pickups}
        columns={columns}
        slots={{ noRowsOverlay: NoPickupsOverlay }}
        slotProps={{ noRowsOverlay: { onSchedule: schedule } }}
        hideFooter
      />
    </Box>
  );
}
