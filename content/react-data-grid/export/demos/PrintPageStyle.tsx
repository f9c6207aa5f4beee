import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Departure {
  id: number;
  flight: string;
  destination: string;
  gate: string;
  scheduled: string;
  status: string;
}

const rows: Departure[] = [
  { id: 1, flight: 'LX 318', destination: 'London Heathrow', gate: 'A54', scheduled: '07:10', status: 'Boarding' },
  { id: 2, flight: 'AF 1215', destination: 'Paris Charles de Gaulle', gate: 'B32', scheduled: '07:25', status: 'On time' },
  { id: 3, flight: 'LH 1189', destination: 'Frankfurt', gate: 'A61', scheduled: '07:40', status: 'Delayed 25 min' },
  { id: 4, flight: 'TP 939', destination: 'Lisbon', gate: 'D12', scheduled: '08:05', status: 'On time' },
  { id: 5, flight: 'SK 604', destination: 'Copenhagen', gate: 'A50', scheduled: '08:20', status: 'Cancelled' },
];

const columns: GridColDef<Departure>[] = [
  { field: 'flight', headerName: 'Flight', width: 110 },
  { field: 'destination', headerName: 'Destination', flex: 1, minWidth: 200 },
  { field: 'gate', headerName: 'Gate', width: 90 },
  { field: 'scheduled', headerName: 'Scheduled', width: 120 },
  { field: 'status', headerName: 'Status', width: 160 },
];

// Added to the print document only: landscape pages, no toolbar, and black
// text on white whatever the site's colour mode.
const pageStyle = `
  @page { size: A4 landscape; margin: 12mm; }
  body.departures-print { background: #fff; }
  body.departures-print .MuiDataGrid-toolbar { display: none; }
  body.departures-print .MuiDataGrid-root { border-color: #000; color: #000; }
  body.departures-print .MuiDataGrid-columnHeaderTitle { font-weight: 700; }
`;

export default function PrintPageStyle() {
  return (
    <Box sx={{ height: 423, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        slotProps={{
          toolbar: {
            printOptions: {
              fileName: 'Departures, Terminal 1',
              pageStyle,
              bodyClassName: 'departures-print',
            },
          },
        }}
      />
    </Box>
  );
}
