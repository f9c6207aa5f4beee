import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  getGridStringOperators,
  type GridColDef,
  type GridFilterOperator,
  type GridInitialState,
} from '@mui/x-data-grid';

interface Part {
  id: number;
  partNumber: string;
  description: string;
  bin: string;
}

const parts: Part[] = [
  { id: 1, partNumber: 'HX-2040-B', description: 'Hex bolt M8 × 40, zinc', bin: 'A-12' },
  { id: 2, partNumber: 'HX-2050-B', description: 'Hex bolt M8 × 50, zinc', bin: 'A-12' },
  { id: 3, partNumber: 'WS-0800', description: 'Flat washer M8', bin: 'A-14' },
  { id: 4, partNumber: 'NT 0800 N', description: 'Nylon lock nut M8', bin: 'A-15' },
  { id: 5, partNumber: 'BR.6204.2RS', description: 'Ball bearing 6204, sealed', bin: 'C-03' },
  { id: 6, partNumber: 'BR.6205.2RS', description: 'Ball bearing 6205, sealed', bin: 'C-03' },
];

// Part numbers come from several suppliers, with dashes, dots or spaces between the groups.
const normalize = (text: unknown) => String(text ?? '').replace(/[\s.-]/g, '');
const normalizeFilterValue = (value: unknown) => (Array.isArray(value) ? value.map(normalize) : value && normalize(value));

// Each built-in operator keeps its own logic, and only sees values without separators.
const partNumberOperators: GridFilterOperator<Part, string | number | null>[] = getGridStringOperators().map((operator) => ({
  ...operator,
  getApplyFilterFn: (filterItem, column) => {
    const applyFilter = operator.getApplyFilterFn({ ...filterItem, value: normalizeFilterValue(filterItem.value) }, column);
    if (!applyFilter) {
      return null;
    }
    return (value, row, col, apiRef) => applyFilter(normalize(value), row, col, apiRef);
  },
}));

const columns: GridColDef<Part>[] = [
  { field: 'partNumber', headerName: 'Part number', width: 170, filterOperators: partNumberOperators },
  { field: 'description', headerName: 'Description', flex: 1, minWidth: 200 },
  { field: 'bin', headerName: 'Bin', width: 90 },
];

// Typed without separators, as a technician reads it off a worn label.
const initialState: GridInitialState = {
  filter: { filterModel: { items: [{ field: 'partNumber', operator: 'startsWith', value: 'br6204' }] } },
};

export default function WrapBuiltInOperators() {
  return (
    <Box sx={{ height: 423, width: '100%' }}>
      <DataGrid rows={parts} columns={columns} initialState={initialState} />
    </Box>
  );
}
