import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
  type GridAggregationFunction,
  type GridColDef,
} from '@mui/x-data-grid-premium';

interface Ticket {
  id: number;
  subject: string;
  agent: string;
  hoursToResolve: number;
}

const rows: Ticket[] = [
  { id: 1, subject: 'Card declined at checkout', agent: 'Priya', hoursToResolve: 2 },
  { id: 2, subject: 'Wrong size delivered', agent: 'Marco', hoursToResolve: 5 },
  { id: 3, subject: 'Refund not received', agent: 'Priya', hoursToResolve: 3 },
  { id: 4, subject: 'Parcel lost in transit', agent: 'Jun', hoursToResolve: 71 },
  { id: 5, subject: 'Cannot reset password', agent: 'Marco', hoursToResolve: 1 },
];

// One slow ticket pulls the average up; the median shows the typical wait.
const median: GridAggregationFunction<number, number | null> = {
  apply: ({ values }) => {
    const numbers = values
      .filter((value): value is number => typeof value === 'number')
      .sort((a, b) => a - b);
    if (numbers.length === 0) {
      return null;
    }
    const middle = Math.floor(numbers.length / 2);
    const upper = numbers[middle] ?? 0;
    return numbers.length % 2 ? upper : ((numbers[middle - 1] ?? upper) + upper) / 2;
  },
  label: 'median',
  columnTypes: ['number'],
};

const aggregationFunctions = { ...GRID_AGGREGATION_FUNCTIONS, median };

const columns: GridColDef<Ticket>[] = [
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 180 },
  { field: 'agent', headerName: 'Agent', width: 120 },
  { field: 'hoursToResolve', headerName: 'Hours to resolve', type: 'number', width: 170 },
];

export default function CustomAggregationFunction() {
  return (
    <Box sx={{ height: 430, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        aggregationFunctions={aggregationFunctions}
        initialState={{ aggregation: { model: { hoursToResolve: 'median' } } }}
      />
    </Box>
  );
}
