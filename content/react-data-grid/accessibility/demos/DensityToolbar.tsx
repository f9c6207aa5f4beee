import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, GridToolbar, type GridColDef, type GridDensity } from '@mui/x-data-grid';

interface Invoice {
  id: string;
  client: string;
  issued: string;
  amount: number;
  status: string;
}

const invoices: Invoice[] = [
  { id: 'INV-2041', client: 'Birchwood Dental', issued: 'Mar 3', amount: 1840, status: 'Paid' },
  { id: 'INV-2042', client: 'Alder & Finch Architects', issued: 'Mar 5', amount: 5625, status: 'Overdue' },
  { id: 'INV-2043', client: 'Copperline Logistics', issued: 'Mar 9', amount: 930, status: 'Sent' },
  { id: 'INV-2044', client: 'Marlow Community Theatre', issued: 'Mar 12', amount: 410, status: 'Draft' },
];

const columns: GridColDef<Invoice>[] = [
  { field: 'id', headerName: 'Invoice', width: 120 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 200 },
  { field: 'issued', headerName: 'Issued', width: 110 },
  {
    field: 'amount',
    headerName: 'Amount',
    type: 'number',
    width: 130,
    valueFormatter: (value: number) => `$${value.toLocaleString('en-US')}`,
  },
  { field: 'status', headerName: 'Status', width: 120 },
];

export default function DensityToolbar() {
  const [density, setDensity] = React.useState<GridDensity>('compact');

  return (
    <Box sx={{ height: 470, width: '100%', display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography variant="body2">Density reported by onDensityChange: {density}</Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <DataGrid
          rows={invoices}
          columns={columns}
          initialState={{ density: 'compact' }}
          onDensityChange={setDensity}
          slots={{ toolbar: GridToolbar }}
          slotProps={{ toolbar: { showQuickFilter: false } }}
          showToolbar
          hideFooter
        />
      </Box>
    </Box>
  );
}
