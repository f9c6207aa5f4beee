import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  GridLogicOperator,
  type GetColumnForNewFilterArgs,
  type GridColDef,
  type GridSlotProps,
  type GridInitialState,
} from '@mui/x-data-grid-pro';

interface Book {
  id: number;
  title: string;
  author: string;
  genre: string;
  price: number;
  inStock: number;
}

const books: Book[] = [
  { id: 1, title: 'The Salt Road', author: 'Mira Castellane', genre: 'Fiction', price: 18.5, inStock: 7 },
  { id: 2, title: 'Tidal Engineering', author: 'Owen Baptiste', genre: 'Science', price: 42, inStock: 2 },
  { id: 3, title: 'Winter Orchard', author: 'Hanne Voss', genre: 'Fiction', price: 14, inStock: 12 },
  { id: 4, title: 'A Short History of Maps', author: 'Idris Kamara', genre: 'History', price: 24, inStock: 4 },
  { id: 5, title: 'Night Ferry', author: 'Mira Castellane', genre: 'Fiction', price: 21, inStock: 0 },
  { id: 6, title: 'Soil and Stone', author: 'Lucía Arenas', genre: 'Science', price: 29, inStock: 5 },
];

const columns: GridColDef<Book>[] = [
  { field: 'title', headerName: 'Title', flex: 1, minWidth: 170 },
  { field: 'author', headerName: 'Author', width: 150 },
  { field: 'genre', headerName: 'Genre', type: 'singleSelect', valueOptions: ['Fiction', 'History', 'Science'], width: 130 },
  { field: 'price', headerName: 'Price (EUR)', type: 'number', width: 110 },
  { field: 'inStock', headerName: 'In stock', type: 'number', width: 130 },
];

// A new filter starts on the first column, in panel order, that has no filter yet.
const nextColumn = ({ currentFilters, columns: filterable }: GetColumnForNewFilterArgs) =>
  [...filterable]
    .sort((a, b) => (a.headerName ?? a.field).localeCompare(b.headerName ?? b.field))
    .find((column) => !currentFilters.some((item) => item.field === column.field))?.field ?? null;

const filterPanelProps: GridSlotProps['filterPanel'] = {
  // Only "And": the logic operator selector has nothing to offer, so the form hides it below.
  logicOperators: [GridLogicOperator.And],
  columnsSort: 'asc',
  getColumnForNewFilter: nextColumn,
  filterFormProps: {
    logicOperatorInputProps: { sx: { display: 'none' } },
    columnInputProps: { sx: { width: 130 } },
    operatorInputProps: { sx: { width: 130 } },
    deleteIconProps: { sx: { '& .MuiSvgIcon-root': { color: 'error.main' } } },
  },
  // On narrow screens, the value goes under the column and the operator, and a line separates the rows.
  sx: {
    '& .MuiDataGrid-filterForm': {
      flexWrap: { xs: 'wrap', sm: 'nowrap' },
      pb: { xs: 1.5, sm: 0 },
      borderBottom: { xs: 1, sm: 0 },
      borderColor: 'divider',
    },
  },
};

const initialState: GridInitialState = {
  filter: {
    filterModel: {
      items: [
        { id: 1, field: 'genre', operator: 'is', value: 'Fiction' },
        { id: 2, field: 'inStock', operator: '>', value: 0 },
      ],
    },
  },
};

export default function FilterPanelContent() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGridPro
        rows={books}
        columns={columns}
        initialState={initialState}
        slotProps={{ filterPanel: filterPanelProps }}
        showToolbar
      />
    </Box>
  );
}
