import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Recipe {
  id: number;
  dish: string;
  cuisine: string;
  minutes: number;
}

const DISHES: [string, string, number][] = [
  ['Shakshuka', 'Maghrebi', 35],
  ['Pad kra pao', 'Thai', 20],
  ['Ribollita', 'Tuscan', 90],
  ['Okonomiyaki', 'Japanese', 30],
  ['Pierogi ruskie', 'Polish', 75],
  ['Feijoada', 'Brazilian', 180],
  ['Bibimbap', 'Korean', 45],
  ['Moussaka', 'Greek', 100],
  ['Chana masala', 'Punjabi', 40],
  ['Pão de queijo', 'Brazilian', 35],
  ['Gazpacho', 'Andalusian', 15],
  ['Khachapuri', 'Georgian', 60],
  ['Laksa', 'Malaysian', 50],
  ['Tartiflette', 'Savoyard', 55],
  ['Pozole rojo', 'Mexican', 150],
  ['Bigos', 'Polish', 120],
  ['Mapo tofu', 'Sichuan', 25],
  ['Jollof rice', 'West African', 70],
  ['Cullen skink', 'Scottish', 45],
  ['Som tam', 'Thai', 15],
  ['Köttbullar', 'Swedish', 40],
  ['Ful medames', 'Egyptian', 30],
];

const rows: Recipe[] = DISHES.map(([dish, cuisine, minutes], index) => ({
  id: index + 1,
  dish,
  cuisine,
  minutes,
}));

const columns: GridColDef<Recipe>[] = [
  { field: 'dish', headerName: 'Dish', flex: 1, minWidth: 140 },
  { field: 'cuisine', headerName: 'Cuisine', width: 130 },
  { field: 'minutes', headerName: 'Minutes', type: 'number', width: 100 },
];

export default function PageSizeOptions() {
  return (
    <Box sx={{ height: 403, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        density="compact"
        initialState={{ pagination: { paginationModel: { pageSize: 8 } } }}
        pageSizeOptions={[4, 8, 16, { value: -1, label: 'All' }]}
      />
    </Box>
  );
}
