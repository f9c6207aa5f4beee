import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Listing {
  id: number;
  address: string;
  rent: number;
  bedrooms: number;
  agent: string;
  notes: string;
}

const rows: Listing[] = [
  { id: 1, address: '14 Harbour Lane', rent: 1450, bedrooms: 2, agent: 'Priya N.', notes: 'South-facing balcony' },
  { id: 2, address: '3B Quarry Street', rent: 980, bedrooms: 1, agent: 'Tomás R.', notes: 'Shared garden' },
  { id: 3, address: '27 Linden Court', rent: 2100, bedrooms: 3, agent: 'Priya N.', notes: 'Available from June' },
  { id: 4, address: '9 Foundry Row', rent: 1250, bedrooms: 2, agent: 'Ella W.', notes: 'No pets' },
  { id: 5, address: '51 Mariner Way', rent: 1720, bedrooms: 2, agent: 'Tomás R.', notes: 'Parking space included' },
];

const columns: GridColDef<Listing>[] = [
  // Always needed to identify a row: no "Hide column" item.
  { field: 'address', headerName: 'Address', width: 170, hideable: false },
  { field: 'rent', headerName: 'Rent (€)', type: 'number', width: 110 },
  { field: 'bedrooms', headerName: 'Bedrooms', type: 'number', width: 110 },
  // Only three agents: no filter item.
  { field: 'agent', headerName: 'Agent', width: 120, filterable: false },
  // Free text: no sort items.
  { field: 'notes', headerName: 'Notes', flex: 1, minWidth: 180, sortable: false },
];

export default function ItemsPerColumn() {
  return (
    <Box sx={{ height: 371, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
