import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGrid,
  getGridNumericQuickFilterFn,
  type GetApplyQuickFilterFn,
  type GridColDef,
} from '@mui/x-data-grid';

interface Bike {
  id: number;
  model: string;
  kind: string;
  frame: string;
  priceEur: number;
}

const rows: Bike[] = [
  { id: 1, model: 'Canyon Grail 6', kind: 'Gravel', frame: 'M', priceEur: 1450 },
  { id: 2, model: 'Cube Nuroad Pro', kind: 'Gravel', frame: 'L', priceEur: 980 },
  { id: 3, model: 'Trek Domane AL 2', kind: 'Road', frame: 'M', priceEur: 850 },
  { id: 4, model: 'Specialized Diverge E5', kind: 'Gravel', frame: 'S', priceEur: 1720 },
  { id: 5, model: 'Giant Talon 3', kind: 'Mountain', frame: 'L', priceEur: 620 },
  { id: 6, model: 'Orbea Orca M30', kind: 'Road', frame: 'S', priceEur: 2100 },
];

// Words such as "<1000" or ">1500" compare the price; any other word keeps the usual
// rule of number columns, where the word must equal the value.
const getPriceQuickFilterFn: GetApplyQuickFilterFn<Bike> = (value, column, apiRef) => {
  const comparison = /^([<>])(\d+)$/.exec(String(value));
  if (!comparison) {
    return getGridNumericQuickFilterFn(value, column, apiRef);
  }
  const limit = Number(comparison[2]);
  return comparison[1] === '<' ? (price: number) => price < limit : (price: number) => price > limit;
};

const columns: GridColDef<Bike>[] = [
  { field: 'model', headerName: 'Model', flex: 1, minWidth: 180 },
  { field: 'kind', headerName: 'Kind', width: 110 },
  { field: 'frame', headerName: 'Frame', width: 90 },
  {
    field: 'priceEur',
    headerName: 'Price (€)',
    type: 'number',
    width: 110,
    getApplyQuickFilterFn: getPriceQuickFilterFn,
  },
];

export default function CustomQuickFilterLogic() {
  return (
    <Box sx={{ height: 474, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        showToolbar
        initialState={{ filter: { filterModel: { items: [], quickFilterValues: ['gravel', '<1500'] } } }}
      />
    </Box>
  );
}
