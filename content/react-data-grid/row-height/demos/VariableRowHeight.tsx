import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridRowHeightParams } from '@mui/x-data-grid';

interface Departure {
  id: string;
  time: string;
  destination: string;
  gate: string;
  status: 'On time' | 'Delayed' | 'Cancelled' | 'Boarding';
  notice?: string;
}

const rows: Departure[] = [
  { id: 'LX 1821', time: '07:05', destination: 'Vienna', gate: 'B12', status: 'Boarding' },
  {
    id: 'KL 1960',
    time: '07:20',
    destination: 'Amsterdam',
    gate: 'A04',
    status: 'Delayed',
    notice: 'Late inbound aircraft, new departure 08:10',
  },
  { id: 'IB 3471', time: '07:35', destination: 'Madrid', gate: 'C21', status: 'On time' },
  {
    id: 'SK 1614',
    time: '07:50',
    destination: 'Copenhagen',
    gate: '',
    status: 'Cancelled',
    notice: 'Rebooking at the transfer desk, hall 2',
  },
  { id: 'TP 941', time: '08:15', destination: 'Lisbon', gate: 'B07', status: 'On time' },
  { id: 'AY 1532', time: '08:40', destination: 'Helsinki', gate: 'A11', status: 'On time' },
];

// A number sets the height of that row; null keeps the default (rowHeight, 52 px).
const getRowHeight = ({ model }: GridRowHeightParams) => (model.notice ? 76 : null);

const columns: GridColDef<Departure>[] = [
  { field: 'time', headerName: 'Time', width: 80 },
  { field: 'id', headerName: 'Flight', width: 100 },
  {
    field: 'destination',
    headerName: 'Destination',
    flex: 1,
    minWidth: 240,
    renderCell: ({ row }) => (
      <Box sx={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', height: '100%' }}>
        <Typography variant="body2">{row.destination}</Typography>
        {row.notice && (
          <Typography variant="caption" color={row.status === 'Cancelled' ? 'error' : 'warning.dark'}>
            {row.notice}
          </Typography>
        )}
      </Box>
    ),
  },
  { field: 'gate', headerName: 'Gate', width: 80 },
  { field: 'status', headerName: 'Status', width: 110 },
];

export default function VariableRowHeight() {
  return (
    <Box sx={{ height: 470, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} getRowHeight={getRowHeight} />
    </Box>
  );
}
