import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridInitialState } from '@mui/x-data-grid';

interface Sample {
  id: string;
  matrix: string;
  client: string;
  receivedOn: Date;
  status: 'Awaiting analysis' | 'In progress' | 'Reported';
}

const samples: Sample[] = [
  { id: 'S-2025-0412', matrix: 'Groundwater', client: 'Valley Water Board', receivedOn: new Date(2025, 3, 1), status: 'Reported' },
  { id: 'S-2025-0413', matrix: 'Soil', client: 'Hartwell Farms', receivedOn: new Date(2025, 3, 1), status: 'In progress' },
  { id: 'S-2025-0414', matrix: 'Drinking water', client: 'City of Marlow', receivedOn: new Date(2025, 3, 2), status: 'Awaiting analysis' },
  { id: 'S-2025-0415', matrix: 'Wastewater', client: 'Northgate Brewery', receivedOn: new Date(2025, 3, 2), status: 'Awaiting analysis' },
  { id: 'S-2025-0416', matrix: 'Soil', client: 'Greenline Builders', receivedOn: new Date(2025, 3, 3), status: 'In progress' },
  { id: 'S-2025-0417', matrix: 'Sediment', client: 'Valley Water Board', receivedOn: new Date(2025, 3, 3), status: 'Awaiting analysis' },
  { id: 'S-2025-0418', matrix: 'Drinking water', client: 'City of Marlow', receivedOn: new Date(2025, 3, 4), status: 'Reported' },
];

const columns: GridColDef<Sample>[] = [
  { field: 'id', headerName: 'Sample', width: 130 },
  { field: 'matrix', headerName: 'Matrix', width: 140 },
  { field: 'client', headerName: 'Client', flex: 1, minWidth: 160 },
  { field: 'receivedOn', headerName: 'Received', type: 'date', width: 120 },
  {
    field: 'status',
    headerName: 'Status',
    type: 'singleSelect',
    valueOptions: ['Awaiting analysis', 'In progress', 'Reported'],
    width: 160,
  },
];

// Applied once, on mount: the bench team opens the register on the samples still to analyse.
const initialState: GridInitialState = {
  filter: {
    filterModel: {
      items: [{ field: 'status', operator: 'is', value: 'Awaiting analysis' }],
    },
  },
};

export default function InitialFilters() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGrid rows={samples} columns={columns} initialState={initialState} />
    </Box>
  );
}
