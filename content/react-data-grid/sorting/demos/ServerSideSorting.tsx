import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';

interface Flight {
  id: string;
  destination: string;
  departure: string;
  gate: number;
  seatsLeft: number;
}

const flightTable: Flight[] = [
  { id: 'LX 318', destination: 'Zurich', departure: '07:45', gate: 12, seatsLeft: 4 },
  { id: 'AF 1641', destination: 'Paris', departure: '09:10', gate: 3, seatsLeft: 22 },
  { id: 'KL 1002', destination: 'Amsterdam', departure: '06:30', gate: 18, seatsLeft: 0 },
  { id: 'IB 3167', destination: 'Madrid', departure: '11:55', gate: 7, seatsLeft: 15 },
  { id: 'SK 1530', destination: 'Copenhagen', departure: '08:20', gate: 21, seatsLeft: 9 },
  { id: 'OS 452', destination: 'Vienna', departure: '10:05', gate: 5, seatsLeft: 31 },
];

// Stands in for a backend: it sorts a copy of its table and answers after a short delay.
function fetchFlights(sortModel: GridSortModel): Promise<Flight[]> {
  const [item] = sortModel;
  const sorted = [...flightTable];
  if (item?.sort) {
    const key = item.field as keyof Flight;
    const direction = item.sort === 'asc' ? 1 : -1;
    sorted.sort((a, b) => (a[key] < b[key] ? -direction : a[key] > b[key] ? direction : 0));
  }
  return new Promise((resolve) => setTimeout(() => resolve(sorted), 600));
}

const columns: GridColDef<Flight>[] = [
  { field: 'id', headerName: 'Flight', width: 100 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 130 },
  { field: 'departure', headerName: 'Departs', width: 100 },
  { field: 'gate', headerName: 'Gate', type: 'number', width: 80 },
  { field: 'seatsLeft', headerName: 'Seats left', type: 'number', width: 110 },
];

export default function ServerSideSorting() {
  const [sortModel, setSortModel] = React.useState<GridSortModel>([]);
  const [rows, setRows] = React.useState<Flight[]>([]);
  const [loading, setLoading] = React.useState(true);

  React.useEffect(() => {
    let current = true;
    fetchFlights(sortModel).then((result) => {
      if (current) {
        setRows(result);
        setLoading(false);
      }
    });
    return () => {
      current = false;
    };
  }, [sortModel]);

  const handleSortModelChange = (model: GridSortModel) => {
    setLoading(true);
    setSortModel(model);
  };

  const query = sortModel[0]?.sort ? `?sort=${sortModel[0].field}:${sortModel[0].sort}` : '';

  return (
    <Box sx={{ height: 460, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="caption" sx={{ fontFamily: 'monospace' }}>
        GET /api/flights{query}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          sortingMode="server"
          sortModel={sortModel}
          onSortModelChange={handleSortModelChange}
          loading={loading}
        />
      </Box>
    </Box>
  );
}
