import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, gridClasses, type GridColDef } from '@mui/x-data-grid';

interface WorkOrder {
  id: string;
  asset: string;
  notes: string;
  status: string;
}

const rows: WorkOrder[] = [
  {
    id: 'WO-5102',
    asset: 'Chiller 2, roof plant',
    notes:
      'Compressor tripped twice overnight on high head pressure. Condenser coils cleaned, fan motor bearings noisy: replacement ordered.',
    status: 'Waiting parts',
  },
  { id: 'WO-5107', asset: 'Lift B, east core', notes: 'Annual inspection passed.', status: 'Closed' },
  {
    id: 'WO-5110',
    asset: 'Fire pump, basement',
    notes:
      'Weekly churn test run for 10 minutes. Pressure steady at 7.2 bar, no leaks at the packing glands.',
    status: 'Closed',
  },
  {
    id: 'WO-5116',
    asset: 'Loading dock door 3',
    notes:
      'Door stops 30 cm above the floor. Safety edge sensor misaligned after a forklift knock; realigned and retested, but the guide rail is bent and needs a contractor visit before the weekend deliveries.',
    status: 'Open',
  },
  { id: 'WO-5121', asset: 'AHU 4, level 3', notes: 'Filters replaced.', status: 'Closed' },
];

const columns: GridColDef<WorkOrder>[] = [
  { field: 'id', headerName: 'Order', width: 100 },
  { field: 'asset', headerName: 'Asset', flex: 1, minWidth: 160 },
  // A fixed width keeps the wrapped notes, and so the row heights, the same on every screen.
  { field: 'notes', headerName: 'Technician notes', width: 380 },
  { field: 'status', headerName: 'Status', width: 130 },
];

export default function DynamicRowHeight() {
  return (
    <Box sx={{ height: 455, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowHeight={() => 'auto'}
        sx={{ [`& .${gridClasses.cell}`]: { py: 1.5 } }}
      />
    </Box>
  );
}
