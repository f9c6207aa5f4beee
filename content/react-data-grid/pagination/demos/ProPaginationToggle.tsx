import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGridPro, type GridColDef } from '@mui/x-data-grid-pro';

interface Departure {
  id: number;
  flight: string;
  destination: string;
  gate: string;
  time: string;
}

const DESTINATIONS = ['Lisbon', 'Oslo', 'Athens', 'Dublin', 'Vienna', 'Porto', 'Riga', 'Naples'];
const AIRLINES = ['TP', 'SK', 'A3', 'EI', 'OS', 'FR', 'BT', 'AZ'];

// 300 departures over one day: enough rows for pagination to matter.
const rows: Departure[] = Array.from({ length: 300 }, (_, index) => {
  const minutes = 5 * 60 + index * 4;
  const hours = String(Math.floor(minutes / 60) % 24).padStart(2, '0');
  return {
    id: index + 1,
    flight: `${AIRLINES[index % 8]} ${1200 + ((index * 37) % 800)}`,
    destination: DESTINATIONS[(index * 3) % 8] ?? '',
    gate: `${'ABCD'[index % 4]}${(index % 19) + 1}`,
    time: `${hours}:${String(minutes % 60).padStart(2, '0')}`,
  };
});

const columns: GridColDef<Departure>[] = [
  { field: 'time', headerName: 'Time', width: 90 },
  { field: 'flight', headerName: 'Flight', width: 100 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 120 },
  { field: 'gate', headerName: 'Gate', width: 80 },
];

export default function ProPaginationToggle() {
  const [pagination, setPagination] = React.useState(true);

  return (
    <Box sx={{ height: 420, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <FormControlLabel
        control={
          <Switch checked={pagination} onChange={(event) => setPagination(event.target.checked)} />
        }
        label="Paginate"
      />
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGridPro
          rows={rows}
          columns={columns}
          pagination={pagination}
          initialState={{ pagination: { paginationModel: { pageSize: 25 } } }}
        />
      </Box>
    </Box>
  );
}
