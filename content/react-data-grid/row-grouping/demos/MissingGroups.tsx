import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';

interface Shipment {
  id: number;
  ref: string;
  origin: string;
  carrier: string | null;
  weight: number;
}

// Two shipments have not been assigned a carrier yet.
const rows: Shipment[] = [
  { id: 1, ref: 'SHP-2041', origin: 'Rotterdam', carrier: 'NordFreight', weight: 1240 },
  { id: 2, ref: 'SHP-2042', origin: 'Rotterdam', carrier: null, weight: 860 },
  { id: 3, ref: 'SHP-2043', origin: 'Hamburg', carrier: 'NordFreight', weight: 2310 },
  { id: 4, ref: 'SHP-2044', origin: 'Hamburg', carrier: 'TransAlp', weight: 540 },
  { id: 5, ref: 'SHP-2045', origin: 'Hamburg', carrier: null, weight: 1780 },
  { id: 6, ref: 'SHP-2046', origin: 'Rotterdam', carrier: 'TransAlp', weight: 990 },
];

const columns: GridColDef<Shipment>[] = [
  { field: 'ref', headerName: 'Shipment', width: 110 },
  { field: 'origin', headerName: 'Origin hub', width: 120 },
  { field: 'carrier', headerName: 'Carrier', width: 130 },
  { field: 'weight', headerName: 'Weight (kg)', type: 'number', flex: 1, minWidth: 100 },
];

export default function MissingGroups() {
  return (
    <Box sx={{ height: 734, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        defaultGroupingExpansionDepth={-1}
        initialState={{ rowGrouping: { model: ['origin', 'carrier'] } }}
      />
    </Box>
  );
}
