import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  getGridNumericOperators,
  GridFilterInputValue,
  type GridColDef,
  type GridFilterOperator,
  type GridInitialState,
  type GridTypeFilterInputValueProps,
} from '@mui/x-data-grid';

interface Measurement {
  id: number;
  site: string;
  parameter: string;
  result: number;
  limit: number;
}

const measurements: Measurement[] = [
  { id: 1, site: 'Well 3', parameter: 'Nitrate (mg/L)', result: 38, limit: 50 },
  { id: 2, site: 'Well 3', parameter: 'Arsenic (µg/L)', result: 12, limit: 10 },
  { id: 3, site: 'River intake', parameter: 'Turbidity (NTU)', result: 0.6, limit: 1 },
  { id: 4, site: 'River intake', parameter: 'Nitrate (mg/L)', result: 51, limit: 50 },
  { id: 5, site: 'Reservoir', parameter: 'Lead (µg/L)', result: 4, limit: 10 },
  { id: 6, site: 'Reservoir', parameter: 'Turbidity (NTU)', result: 0.95, limit: 1 },
  { id: 7, site: 'Well 5', parameter: 'Arsenic (µg/L)', result: 9, limit: 10 },
];

// Compares each result with the limit of its own row: no value to type.
const aboveLimit: GridFilterOperator<Measurement, number> = {
  value: 'aboveLimit',
  label: 'is above its limit',
  requiresFilterValue: false,
  getApplyFilterFn: () => (value, row) => value > row.limit,
};

// Keeps results within a percentage of their limit, typed in the panel.
const nearLimit: GridFilterOperator<Measurement, number, number, GridTypeFilterInputValueProps> = {
  value: 'nearLimit',
  label: 'is near its limit (%)',
  getApplyFilterFn: (filterItem) => {
    // The numeric column's `valueParser` has already turned the typed text into a number.
    const percent: unknown = filterItem.value;
    if (typeof percent !== 'number' || Number.isNaN(percent)) {
      return null;
    }
    return (value, row) => value >= row.limit * (1 - percent / 100);
  },
  InputComponent: GridFilterInputValue,
  InputComponentProps: { type: 'number' },
};

const columns: GridColDef<Measurement>[] = [
  { field: 'site', headerName: 'Site', width: 130 },
  { field: 'parameter', headerName: 'Parameter', flex: 1, minWidth: 160 },
  {
    field: 'result',
    headerName: 'Result',
    type: 'number',
    width: 130,
    filterOperators: [aboveLimit, nearLimit, ...getGridNumericOperators()],
  },
  { field: 'limit', headerName: 'Limit', type: 'number', width: 100 },
];

const initialState: GridInitialState = {
  filter: { filterModel: { items: [{ field: 'result', operator: 'aboveLimit' }] } },
};

export default function CustomOperator() {
  return (
    <Box sx={{ height: 475, width: '100%' }}>
      <DataGrid rows={measurements} columns={columns} initialState={initialState} />
    </Box>
  );
}
