import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Shipment {
  id: number;
  ref: string;
  origin: string;
  carrier: string;
  status: string;
  weight: number;
}

const rows: Shipment[] = [
  { id: 1, ref: 'SHP-2041', origin: 'Rotterdam', carrier: 'NordFreight', status: 'Delivered', weight: 1240 },
  { id: 2, ref: 'SHP-2042', origin: 'Rotterdam', carrier: 'Baltic Lines', status: 'In transit', weight: 860 },
  { id: 3, ref: 'SHP-2043', origin: 'Hamburg', carrier: 'NordFreight', status: 'Delayed', weight: 2310 },
  { id: 4, ref: 'SHP-2044', origin: 'Antwerp', carrier: 'TransAlp', status: 'Delivered', weight: 540 },
  { id: 5, ref: 'SHP-2045', origin: 'Hamburg', carrier: 'Baltic Lines', status: 'In transit', weight: 1780 },
];

// Every reference and every weight is unique: a group per value would hold one row each.
const columns: GridColDef<Shipment>[] = [
  { field: 'ref', headerName: 'Shipment', width: 110, groupable: false },
  { field: 'origin', headerName: 'Origin hub', width: 120 },
  { field: 'carrier', headerName: 'Carrier', width: 130 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'weight', headerName: 'Weight (kg)', type: 'number', flex: 1, minWidth: 100, groupable: false },
];

export default function NonGroupableColumns() {
  return (
    <Box sx={{ height: 373, width: '100%' }}>
      <DataGridPremium rows={rows} columns={columns} />
    </Box>
  );
}
