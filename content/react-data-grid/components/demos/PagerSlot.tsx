import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import {
  DataGrid,
  gridPageCountSelector,
  gridPageSelector,
  useGridApiContext,
  useGridSelector,
  type GridColDef,
} from '@mui/x-data-grid';

interface Reading {
  id: number;
  station: string;
  temperature: number;
  humidity: number;
}

const stations = ['Harbour', 'Airport', 'Old Town', 'Ridge', 'University'];
const readings: Reading[] = Array.from({ length: 23 }, (_, index) => ({
  id: index + 1,
  station: `${stations[index % stations.length]} #${Math.floor(index / stations.length) + 1}`,
  temperature: Math.round((12 + ((index * 7) % 15) / 2) * 10) / 10,
  humidity: 45 + ((index * 11) % 40),
}));

const columns: GridColDef<Reading>[] = [
  { field: 'station', headerName: 'Station', flex: 1, minWidth: 140 },
  { field: 'temperature', headerName: 'Temp. (°C)', type: 'number', width: 110 },
  { field: 'humidity', headerName: 'Humidity (%)', type: 'number', width: 120 },
];

// Replaces the pagination controls inside the default footer.
function Pager() {
  const apiRef = useGridApiContext();
  const page = useGridSelector(apiRef, gridPageSelector);
  const pageCount = useGridSelector(apiRef, gridPageCountSelector);
  return (
    <Stack direction="row" sx={{ alignItems: 'center', pr: 1 }}>
      <IconButton aria-label="Previous page" disabled={page === 0} onClick={() => apiRef.current.setPage(page - 1)}>
        <ChevronLeftIcon />
      </IconButton>
      <Typography variant="body2" sx={{ minWidth: 90, textAlign: 'center' }}>
        Page {page + 1} of {pageCount}
      </Typography>
      <IconButton
        aria-label="Next page"
        disabled={page >= pageCount - 1}
        onClick={() => apiRef.current.setPage(page + 1)}
      >
        <ChevronRightIcon />
      </IconButton>
    </Stack>
  );
}

export default function PagerSlot() {
  return (
    <Box sx={{ height: 371 }}>
      <DataGrid
        rows={readings}
        columns={columns}
        pagination
        initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
        pageSizeOptions={[5]}
        slots={{ pagination: Pager }}
      />
    </Box>
  );
}
