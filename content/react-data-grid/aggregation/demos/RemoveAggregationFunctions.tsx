import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPremium, GRID_AGGREGATION_FUNCTIONS, type GridColDef } from '@mui/x-data-grid-premium';

interface Reading {
  id: number;
  station: string;
  temperature: number;
  rainfall: number;
}

const rows: Reading[] = [
  { id: 1, station: 'Cape Point', temperature: 17.4, rainfall: 3.2 },
  { id: 2, station: 'Table Bay', temperature: 19.1, rainfall: 0 },
  { id: 3, station: 'Stellenbosch', temperature: 22.8, rainfall: 1.4 },
  { id: 4, station: 'Franschhoek', temperature: 21.6, rainfall: 5.9 },
];

// From every column: the grid offers no "size" aggregation at all.
const { size, ...aggregationFunctions } = GRID_AGGREGATION_FUNCTIONS;

const columns: GridColDef<Reading>[] = [
  { field: 'station', headerName: 'Station', flex: 1, minWidth: 150 },
  {
    field: 'temperature',
    headerName: 'Temperature (°C)',
    type: 'number',
    width: 170,
    // From one column: adding up temperatures is meaningless.
    availableAggregationFunctions: ['avg', 'min', 'max'],
  },
  { field: 'rainfall', headerName: 'Rainfall (mm)', type: 'number', width: 150 },
];

export default function RemoveAggregationFunctions() {
  return (
    <Box sx={{ height: 378, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        aggregationFunctions={aggregationFunctions}
        initialState={{ aggregation: { model: { temperature: 'avg', rainfall: 'sum' } } }}
      />
    </Box>
  );
}
