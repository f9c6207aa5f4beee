import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import {
  DataGridPremium,
  type GridColDef,
  type GridRenderCellParams,
} from '@mui/x-data-grid-premium';

interface Shipment {
  id: number;
  ref: string;
  origin: string;
  status: string;
  weight: number;
}

const rows: Shipment[] = [
  { id: 1, ref: 'SHP-2041', origin: 'Rotterdam', status: 'Delivered', weight: 1240 },
  { id: 2, ref: 'SHP-2042', origin: 'Rotterdam', status: 'In transit', weight: 860 },
  { id: 3, ref: 'SHP-2043', origin: 'Hamburg', status: 'Delayed', weight: 2310 },
  { id: 4, ref: 'SHP-2044', origin: 'Antwerp', status: 'Delivered', weight: 540 },
  { id: 5, ref: 'SHP-2045', origin: 'Hamburg', status: 'In transit', weight: 1780 },
  { id: 6, ref: 'SHP-2046', origin: 'Rotterdam', status: 'Delivered', weight: 990 },
  { id: 7, ref: 'SHP-2047', origin: 'Antwerp', status: 'In transit', weight: 1460 },
  { id: 8, ref: 'SHP-2048', origin: 'Hamburg', status: 'Delayed', weight: 720 },
];

const chipColor = { Delivered: 'success', 'In transit': 'info', Delayed: 'warning' } as const;

// Runs for the status cells of the shipments, and for the status groups of the grouping column,
// where `value` is the group's key. The status cell of a group row has no value: render nothing.
function StatusChip(params: GridRenderCellParams<Shipment, string>) {
  if (params.value == null) {
    return null;
  }
  const color = chipColor[params.value as keyof typeof chipColor] ?? 'default';
  return <Chip size="small" variant="outlined" color={color} label={params.value} />;
}

const columns: GridColDef<Shipment>[] = [
  { field: 'ref', headerName: 'Shipment', width: 110 },
  { field: 'origin', headerName: 'Origin hub', width: 120 },
  { field: 'status', headerName: 'Status', width: 140, renderCell: StatusChip },
  { field: 'weight', headerName: 'Weight (kg)', type: 'number', flex: 1, minWidth: 100 },
];

export default function GroupCellRenderer() {
  return (
    <Box sx={{ height: 373, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        initialState={{ rowGrouping: { model: ['status'] } }}
        isGroupExpandedByDefault={(node) => node.groupingKey === 'Delayed'}
      />
    </Box>
  );
}
