import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GRID_AGGREGATION_FUNCTIONS,
  type GridAggregationFunction,
  type GridColDef,
} from '@mui/x-data-grid-premium';

interface Delivery {
  id: string;
  customer: string;
  courier: string;
  arrival: 'On time' | 'Late';
}

const rows: Delivery[] = [
  { id: 'D-7781', customer: 'Harbour Florist', courier: 'Speedy Vans', arrival: 'On time' },
  { id: 'D-7782', customer: 'Elm Street Dental', courier: 'Speedy Vans', arrival: 'Late' },
  { id: 'D-7783', customer: 'Greenleaf Grocers', courier: 'CityBike', arrival: 'On time' },
  { id: 'D-7784', customer: 'Atlas Print Shop', courier: 'CityBike', arrival: 'On time' },
  { id: 'D-7785', customer: 'Juniper Yoga', courier: 'Speedy Vans', arrival: 'On time' },
];

// The result is a share of rows, not an arrival status: it gets its own formatter and
// `hasCellUnit: false` tells custom cell renderers so.
const onTimeRate: GridAggregationFunction<string, number | null> = {
  apply: ({ values }) => {
    const known = values.filter((value) => value != null);
    return known.length ? known.filter((value) => value === 'On time').length / known.length : null;
  },
  valueFormatter: (value?: number | null) =>
    value == null ? '' : `${Math.round(value * 100)}% on time`,
  hasCellUnit: false,
  label: 'on-time rate',
  columnTypes: ['string', 'singleSelect'],
};

const columns: GridColDef<Delivery>[] = [
  { field: 'id', headerName: 'Delivery', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 170 },
  { field: 'courier', headerName: 'Courier', width: 140 },
  { field: 'arrival', headerName: 'Arrival', width: 160 },
];

export default function AggregationValueFormatter() {
  return (
    <Box sx={{ height: 430, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        aggregationFunctions={{ ...GRID_AGGREGATION_FUNCTIONS, onTimeRate }}
        initialState={{ aggregation: { model: { arrival: 'onTimeRate' } } }}
      />
    </Box>
  );
}
