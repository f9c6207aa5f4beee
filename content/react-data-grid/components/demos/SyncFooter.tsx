import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridFooterContainer,
  GridPagination,
  type GridColDef,
  type GridSlotProps,
} from '@mui/x-data-grid';

// Declares the extra props that slotProps.footer may pass to the footer slot.
declare module '@mui/x-data-grid' {
  interface FooterPropsOverrides {
    syncedAt?: Date;
    syncing?: boolean;
  }
}

interface StockItem {
  id: string;
  item: string;
  store: string;
  count: number;
}

const stock: StockItem[] = [
  { id: 'A-100', item: 'Oat milk 1 L', store: 'Canal Street', count: 48 },
  { id: 'A-101', item: 'Rye sourdough', store: 'Canal Street', count: 12 },
  { id: 'A-102', item: 'Espresso beans 500 g', store: 'Station Square', count: 30 },
  { id: 'A-103', item: 'Free-range eggs (6)', store: 'Station Square', count: 64 },
];

const columns: GridColDef<StockItem>[] = [
  { field: 'item', headerName: 'Item', flex: 1, minWidth: 160 },
  { field: 'store', headerName: 'Store', width: 140 },
  { field: 'count', headerName: 'Count', type: 'number', width: 90 },
];

// Receives the footer props of the grid plus the ones declared above.
function SyncStatusFooter({ syncedAt, syncing, ...other }: GridSlotProps['footer']) {
  return (
    <GridFooterContainer {...other}>
      <Typography variant="body2" color="text.secondary" sx={{ px: 2 }}>
        {syncing
          ? 'Syncing with the stores…'
          : syncedAt
            ? `Last synced at ${syncedAt.toLocaleTimeString()}`
            : 'Not synced since the page opened'}
      </Typography>
      <GridPagination />
    </GridFooterContainer>
  );
}

export default function SyncFooter() {
  const [syncedAt, setSyncedAt] = React.useState<Date | undefined>(undefined);
  const [syncing, setSyncing] = React.useState(false);

  const sync = () => {
    setSyncing(true);
    window.setTimeout(() => {
      setSyncedAt(new Date());
      setSyncing(false);
    }, 800);
  };

  return (
    <Box sx={{ height: 366, display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'flex-start' }}>
      <Button size="small" variant="outlined" onClick={sync} disabled={syncing}>
        Sync now
      </Button>
      <Box sx={{ flex: 1, minHeight: 0, width: '100%' }}>
        <DataGrid
          rows={stock}
          columns={columns}
          slots={{ footer: SyncStatusFooter }}
          slotProps={{ footer: { syncedAt, syncing } }}
        />
      </Box>
    </Box>
  );
}
