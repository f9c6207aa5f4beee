import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGridPro, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid-pro';

interface Recipe {
  id: number;
  dish: string;
  ingredients: string;
  method: string;
  minutes: number;
  servings: number;
  vegetarian: boolean;
}

const rows: Recipe[] = [
  {
    id: 1,
    dish: 'Lemon and thyme roast chicken',
    ingredients: 'Whole chicken, 2 lemons, thyme, garlic, butter, salt',
    method: 'Rub the chicken with softened butter mixed with thyme and garlic. Put the halved lemons in the cavity and roast at 200 °C for 80 minutes, until the juices run clear. Rest for 15 minutes before carving.',
    minutes: 100,
    servings: 4,
    vegetarian: false,
  },
  {
    id: 2,
    dish: 'Miso soup',
    ingredients: 'Dashi, white miso, tofu, wakame, spring onion',
    method: 'Warm the dashi without boiling, whisk in the miso, then add cubed tofu and soaked wakame.',
    minutes: 15,
    servings: 2,
    vegetarian: false,
  },
  {
    id: 3,
    dish: 'Spinach and ricotta cannelloni with a tomato and basil sauce',
    ingredients: 'Cannelloni tubes, spinach, ricotta, parmesan, nutmeg, passata, basil',
    method: 'Wilt the spinach, squeeze it dry and mix with ricotta, parmesan and nutmeg. Fill the tubes, cover with passata cooked down with basil and bake at 180 °C for 35 minutes.',
    minutes: 60,
    servings: 4,
    vegetarian: true,
  },
];

const wrap = (params: GridRenderCellParams<Recipe, string>) => (
  <Box sx={{ whiteSpace: 'normal', lineHeight: 1.5, py: 1 }}>{params.value}</Box>
);

const columns: GridColDef<Recipe>[] = [
  { field: 'dish', headerName: 'Dish', width: 200, renderCell: wrap },
  { field: 'ingredients', headerName: 'Ingredients', width: 340, renderCell: wrap },
  { field: 'method', headerName: 'Method', width: 820, renderCell: wrap },
  { field: 'minutes', headerName: 'Minutes', type: 'number', width: 110 },
  { field: 'servings', headerName: 'Serves', type: 'number', width: 100 },
  { field: 'vegetarian', headerName: 'Vegetarian', type: 'boolean', width: 140 },
];

export default function PinnedAutoRowHeight() {
  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <DataGridPro
        rows={rows}
        columns={columns}
        getRowHeight={() => 'auto'}
        initialState={{ pinnedColumns: { left: ['dish'], right: ['minutes'] } }}
      />
    </Box>
  );
}
