import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

interface Delivery {
  id: number;
  stop: string;
  address: string;
  parcels: number;
}

const streets = ['Linden St', 'Harbour Rd', 'Mill Lane', 'Oak Ave', 'Quay St', 'Station Rd'];
const deliveries: Delivery[] = Array.from({ length: 80 }, (_, index) => ({
  id: index + 1,
  stop: `Stop ${index + 1}`,
  address: `${12 + ((index * 7) % 90)} ${streets[index % streets.length]}`,
  parcels: 1 + ((index * 5) % 6),
}));

const columns: GridColDef<Delivery>[] = [
  { field: 'stop', headerName: 'Stop', width: 100 },
  { field: 'address', headerName: 'Address', flex: 1, minWidth: 150 },
  { field: 'parcels', headerName: 'Parcels', type: 'number', width: 100 },
];

export default function ScrollTracking() {
  const apiRef = useGridApiRef();
  const [tracking, setTracking] = React.useState(true);
  const [top, setTop] = React.useState(0);

  React.useEffect(() => {
    if (!tracking || !apiRef.current) {
      return undefined;
    }
    // The grid has no prop for this event: subscribe through the API, and return the
    // function subscribeEvent() gives back so that React removes the listener.
    return apiRef.current.subscribeEvent('scrollPositionChange', (params) => setTop(params.top));
  }, [apiRef, tracking]);

  return (
    <Box sx={{ height: 420, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <FormControlLabel
          control={<Switch checked={tracking} onChange={(event) => setTracking(event.target.checked)} />}
          label="Track scrolling"
        />
        <Typography variant="body2" role="status">
          Scrolled {Math.round(top)} px
        </Typography>
        <Button size="small" variant="outlined" disabled={top === 0} onClick={() => apiRef.current?.scroll({ top: 0 })}>
          Back to first stop
        </Button>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid apiRef={apiRef} rows={deliveries} columns={columns} density="compact" hideFooter />
      </Box>
    </Box>
  );
}
