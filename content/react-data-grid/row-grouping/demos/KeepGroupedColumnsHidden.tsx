import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  useGridApiRef,
  useKeepGroupedColumnsHidden,
  type GridColDef,
} from '@mui/x-data-grid-premium';

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
  { id: 6, ref: 'SHP-2046', origin: 'Rotterdam', carrier: 'TransAlp', status: 'Delivered', weight: 990 },
  { id: 7, ref: 'SHP-2047', origin: 'Antwerp', carrier: 'NordFreight', status: 'In transit', weight: 1460 },
  { id: 8, ref: 'SHP-2048', origin: 'Hamburg', carrier: 'TransAlp', status: 'Delayed', weight: 720 },
];

const columns: GridColDef<Shipment>[] = [
  { field: 'ref', headerName: 'Shipment', width: 110 },
  { field: 'origin', headerName: 'Origin hub', width: 120 },
  { field: 'carrier', headerName: 'Carrier', width: 130 },
  { field: 'status', headerName: 'Status', width: 110 },
  { field: 'weight', headerName: 'Weight (kg)', type: 'number', flex: 1, minWidth: 100 },
];

export default function KeepGroupedColumnsHidden() {
  const apiRef = useGridApiRef();

  // Returns `initialState` with the grouped columns hidden, then hides or shows
  // each column as it enters or leaves the grouping model.
  const initialState = useKeepGroupedColumnsHidden({
    apiRef,
    initialState: { rowGrouping: { model: ['carrier'] } },
  });

  return (
    <Box sx={{ height: 269, width: '100%' }}>
      <DataGridPremium apiRef={apiRef} rows={rows} columns={columns} initialState={initialState} />
    </Box>
  );
}
