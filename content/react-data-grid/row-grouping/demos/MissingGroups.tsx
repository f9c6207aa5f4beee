import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Shipment {
  id: number;
  ref: string;
  origin: string | null;
  carrier: string | null;
  weight: number;
}

// Some shipments are not fully planned yet: no carrier, no origin hub, or neither.
const rows: Shipment[] = [
  { id: 1, ref: 'SHP-2041', origin: 'Rotterdam', carrier: 'NordFreight', weight: 1240 },
  { id: 2, ref: 'SHP-2042', origin: 'Rotterdam', carrier: null, weight: 860 },
  { id: 3, ref: 'SHP-2043', origin: 'Hamburg', carrier: 'NordFreight', weight: 2310 },
  { id: 5, ref: 'SHP-2045', origin: 'Hamburg', carrier: null, weight: 1780 },
  { id: 7, ref: 'SHP-2047', origin: null, carrier: 'TransAlp', weight: 1460 },
  { id: 8, ref: 'SHP-2048', origin: null, carrier: null, weight: 300 },
];

const columns: GridColDef<Shipment>[] = [
  { field: 'ref', headerName: 'Shipment', width: 110 },
  { field: 'origin', headerName: 'Origin hub', width: 120 },
  { field: 'carrier', headerName: 'Carrier', width: 130 },
  { field: 'weight', headerName: 'Weight (kg)', type: 'number', flex: 1, minWidth: 100 },
];

export default function MissingGroups() {
  return (
    <Box sx={{ height: 683, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        defaultGroupingExpansionDepth={-1}
        initialState={{ rowGrouping: { model: ['origin', 'carrier'] } }}
      />
    </Box>
  );
}
