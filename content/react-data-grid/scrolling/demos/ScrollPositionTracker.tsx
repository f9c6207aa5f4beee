import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef, type GridScrollParams } from '@mui/x-data-grid';

interface AccessEntry {
  id: number;
  time: string;
  method: string;
  path: string;
  status: number;
  ms: number;
}

const PATHS = ['/api/orders', '/api/orders/:id', '/api/customers', '/login', '/api/invoices', '/health'];
const METHODS = ['GET', 'GET', 'POST', 'GET', 'PUT', 'GET'];
const STATUSES = [200, 200, 201, 200, 404, 200, 500, 200, 304];

// The last 100 requests of an API server's access log.
const rows: AccessEntry[] = Array.from({ length: 100 }, (_, index) => {
  const seconds = 9 * 3600 + index * 17;
  const clock = [seconds / 3600, (seconds / 60) % 60, seconds % 60].map((part) =>
    String(Math.floor(part)).padStart(2, '0'),
  );
  return {
    id: index + 1,
    time: clock.join(':'),
    method: METHODS[index % METHODS.length] ?? 'GET',
    path: PATHS[(index * 5) % PATHS.length] ?? '/',
    status: STATUSES[index % STATUSES.length] ?? 200,
    ms: 12 + ((index * 53) % 480),
  };
});

const columns: GridColDef<AccessEntry>[] = [
  { field: 'time', headerName: 'Time', width: 100 },
  { field: 'method', headerName: 'Method', width: 90 },
  { field: 'path', headerName: 'Path', flex: 1, minWidth: 160 },
  { field: 'status', headerName: 'Status', type: 'number', width: 90 },
  { field: 'ms', headerName: 'Duration (ms)', type: 'number', width: 130 },
];

export default function ScrollPositionTracker() {
  const apiRef = useGridApiRef();
  const [scroll, setScroll] = React.useState<GridScrollParams>({ top: 0, left: 0 });

  // `scrollPositionChange` fires on every scroll, however the scroll was triggered.
  React.useEffect(() => apiRef.current?.subscribeEvent('scrollPositionChange', setScroll), [apiRef]);

  const scrollBy = (pixels: number) => {
    const api = apiRef.current;
    if (api) api.scroll({ top: Math.max(0, api.getScrollPosition().top + pixels) });
  };
  const rendered = scroll.renderContext;

  return (
    <Box sx={{ height: 440, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.scroll({ top: 0 })}>
          Back to top
        </Button>
        <Button size="small" variant="outlined" onClick={() => scrollBy(-300)}>
          Up 300 px
        </Button>
        <Button size="small" variant="outlined" onClick={() => scrollBy(300)}>
          Down 300 px
        </Button>
        <Button size="small" variant="outlined" onClick={() => apiRef.current?.scrollToIndexes({ rowIndex: rows.length - 1 })}>
          Latest request
        </Button>
      </Stack>
      <Typography variant="body2" role="status">
        Scrolled {Math.round(scroll.top)} px down
        {rendered ? `, rows ${rendered.firstRowIndex + 1} to ${rendered.lastRowIndex} rendered` : ''}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid apiRef={apiRef} rows={rows} columns={columns} density="compact" hideFooter />
      </Box>
    </Box>
  );
}
