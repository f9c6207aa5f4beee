import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPro,
  type GridColDef,
  type GridColumnGroupingModel,
} from '@mui/x-data-grid-pro';

interface Dish {
  id: number;
  dish: string;
  protein: number;
  carbs: number;
  fat: number;
  gluten: boolean;
  dairy: boolean;
  nuts: boolean;
}

const rows: Dish[] = [
  { id: 1, dish: 'Lentil and spinach dal', protein: 18, carbs: 52, fat: 9, gluten: false, dairy: false, nuts: false },
  { id: 2, dish: 'Chicken katsu curry', protein: 34, carbs: 78, fat: 22, gluten: true, dairy: false, nuts: false },
  { id: 3, dish: 'Pesto gnocchi', protein: 14, carbs: 69, fat: 27, gluten: true, dairy: true, nuts: true },
  { id: 4, dish: 'Halloumi grain bowl', protein: 25, carbs: 47, fat: 24, gluten: true, dairy: true, nuts: false },
  { id: 5, dish: 'Satay tofu noodles', protein: 21, carbs: 61, fat: 19, gluten: true, dairy: false, nuts: true },
];

const columns: GridColDef<Dish>[] = [
  { field: 'dish', headerName: 'Dish', flex: 1, minWidth: 170 },
  { field: 'protein', headerName: 'Protein', type: 'number', width: 90 },
  { field: 'carbs', headerName: 'Carbs', type: 'number', width: 90 },
  { field: 'fat', headerName: 'Fat', type: 'number', width: 90 },
  { field: 'gluten', headerName: 'Gluten', type: 'boolean', width: 90 },
  { field: 'dairy', headerName: 'Dairy', type: 'boolean', width: 90 },
  { field: 'nuts', headerName: 'Nuts', type: 'boolean', width: 90 },
];

const columnGroupingModel: GridColumnGroupingModel = [
  {
    // Default: its columns stay together, and no other column can be dropped between them.
    groupId: 'macros',
    headerName: 'Per portion (g)',
    children: [{ field: 'protein' }, { field: 'carbs' }, { field: 'fat' }],
  },
  {
    // Its columns can leave the group, and other columns can be dropped between them.
    groupId: 'allergens',
    headerName: 'Allergens',
    freeReordering: true,
    children: [{ field: 'gluten' }, { field: 'dairy' }, { field: 'nuts' }],
  },
];

export default function ReorderGroupedColumns() {
  return (
    <Box sx={{ height: 427, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        columnGroupingModel={columnGroupingModel}
        showColumnVerticalBorder
      />
    </Box>
  );
}
