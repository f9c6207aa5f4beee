import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  DataGrid,
  getGridNumericOperators,
  type GridColDef,
  type GridFilterInputValueProps,
  type GridFilterOperator,
  type GridInitialState,
} from '@mui/x-data-grid';

interface Flat {
  id: number;
  address: string;
  rooms: number;
  area: number;
  rent: number;
}

const flats: Flat[] = [
  { id: 1, address: 'Kastanienallee 12', rooms: 2, area: 58, rent: 1140 },
  { id: 2, address: 'Weserstraße 87', rooms: 1, area: 34, rent: 780 },
  { id: 3, address: 'Bergmannstraße 5', rooms: 3, area: 81, rent: 1620 },
  { id: 4, address: 'Simon-Dach-Straße 29', rooms: 2, area: 64, rent: 1290 },
  { id: 5, address: 'Lychener Straße 40', rooms: 4, area: 103, rent: 2150 },
  { id: 6, address: 'Boxhagener Straße 71', rooms: 3, area: 76, rent: 1480 },
];

// The value is an array of two texts; an empty text leaves that side of the range open.
function RangeInput({ item, applyValue, focusElementRef }: GridFilterInputValueProps) {
  const [from = '', to = ''] = Array.isArray(item.value) ? item.value : [];
  const update = (index: number, text: string) => {
    const next = [from, to];
    next[index] = text;
    applyValue({ ...item, value: next });
  };
  return (
    <Stack direction="row" spacing={1} sx={{ height: '100%', alignItems: 'flex-end' }}>
      <TextField size="small" type="number" label="From" value={from} inputRef={focusElementRef} onChange={(event) => update(0, event.target.value)} />
      <TextField size="small" type="number" label="To" value={to} onChange={(event) => update(1, event.target.value)} />
    </Stack>
  );
}

// The column's `valueParser` has turned each text into a number, or `null` when it was empty.
const between: GridFilterOperator<Flat, number> = {
  value: 'between',
  label: 'between',
  getApplyFilterFn: (filterItem) => {
    if (!Array.isArray(filterItem.value)) {
      return null;
    }
    const [from, to] = filterItem.value as (number | null)[];
    if (from == null && to == null) {
      return null;
    }
    return (value) => (from == null || value >= from) && (to == null || value <= to);
  },
  InputComponent: RangeInput,
};

const columns: GridColDef<Flat>[] = [
  { field: 'address', headerName: 'Address', flex: 1, minWidth: 180 },
  { field: 'rooms', headerName: 'Rooms', type: 'number', width: 90 },
  { field: 'area', headerName: 'Area (m²)', type: 'number', width: 140, filterOperators: [between, ...getGridNumericOperators()] },
  { field: 'rent', headerName: 'Rent (EUR)', type: 'number', width: 110 },
];

const initialState: GridInitialState = {
  filter: { filterModel: { items: [{ field: 'area', operator: 'between', value: [55, 80] }] } },
};

export default function MultipleValuesOperator() {
  return (
    <Box sx={{ height: 423, width: '100%' }}>
      <DataGrid rows={flats} columns={columns} initialState={initialState} />
    </Box>
  );
}
