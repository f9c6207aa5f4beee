import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';

interface Food {
  id: number;
  food: string;
  energyKcal: number;
  proteinG: number;
  saturatedFatG: number;
  glycemicIndex: number;
}

// Values per 100 g.
const rows: Food[] = [
  { id: 1, food: 'Rolled oats', energyKcal: 379, proteinG: 13.2, saturatedFatG: 1.1, glycemicIndex: 55 },
  {
    id: 2,
    food: 'Brown rice, cooked',
    energyKcal: 123,
    proteinG: 2.7,
    saturatedFatG: 0.2,
    glycemicIndex: 68,
  },
  {
    id: 3,
    food: 'Red lentils, boiled',
    energyKcal: 116,
    proteinG: 9.0,
    saturatedFatG: 0.1,
    glycemicIndex: 26,
  },
  {
    id: 4,
    food: 'Sweet potato, baked',
    energyKcal: 90,
    proteinG: 2.0,
    saturatedFatG: 0.1,
    glycemicIndex: 70,
  },
  { id: 5, food: 'Chickpeas, boiled', energyKcal: 164, proteinG: 8.9, saturatedFatG: 0.3, glycemicIndex: 28 },
];

const columns: GridColDef<Food>[] = [
  // No headerName: the header shows the field, "food".
  { field: 'food', flex: 1, minWidth: 160 },
  { field: 'energyKcal', headerName: 'Energy (kcal)', type: 'number', width: 165 },
  { field: 'proteinG', headerName: 'Protein (g)', type: 'number', width: 145 },
  { field: 'saturatedFatG', headerName: 'Saturated fat (g)', type: 'number', width: 185 },
  {
    field: 'glycemicIndex',
    headerName: 'GI',
    description: 'Glycemic index: how fast the food raises blood sugar, on a scale where glucose is 100',
    type: 'number',
    width: 90,
  },
];

export default function HeaderTitles() {
  return (
    <Box sx={{ height: 371, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
