import * as React from 'react';
import Box from '@mui/material/Box';
import { DataGrid, type GridColDef, type GridRenderCellParams } from '@mui/x-data-grid';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

interface Blend {
  id: number;
  blend: string;
  origin: string;
  weeklyKg: number[];
}

// Kilograms of roasted coffee sold per week, oldest week first.

const rows: Blend[] = [
  { id: 1, blend: 'Harbour Espresso', origin: 'Brazil, Ethiopia', weeklyKg: [42, 45, 44, 51, 49, 55, 58, 61] },
  { id: 2, blend: 'Morning Filter', origin: 'Colombia', weeklyKg: [30, 28, 33, 31, 29, 27, 26, 24] },
  { id: 3, blend: 'Rift Valley', origin: 'Kenya', weeklyKg: [12, 18, 15, 22, 19, 25, 21, 27] },
  { id: 4, blend: 'Decaf Lantern', origin: 'Peru', weeklyKg: [9, 9, 10, 8, 11, 10, 9, 10] },
  { id: 5, blend: 'Winter Reserve', origin: 'Guatemala', weeklyKg: [0, 2, 6, 14, 23, 31, 36, 40] },
];

const columns: GridColDef<Blend>[] = [
  { field: 'blend', headerName: 'Blend', flex: 1, minWidth: 140 },
  { field: 'origin', headerName: 'Origin', width: 150 },
  {
    field: 'weeklyKg',
    headerName: 'Last 8 weeks',
    width: 170,
    display: 'flex',
    sortable: false,
    filterable: false,
    renderCell: (params: GridRenderCellParams<Blend, number[]>) => (
      <SparkLineChart
        data={params.value ?? []}
        height={40}
        title={`Weekly sales of ${params.row.blend}`}
        desc={`Kilograms sold per week over the last 8 weeks: ${(params.value ?? []).join(', ')}.`}
      />
    ),
  },
  {
    field: 'total',
    headerName: 'Total (kg)',
    type: 'number',
    width: 130,
    valueGetter: (_value, row) => row.weeklyKg.reduce((sum, kg) => sum + kg, 0),
  },
];

export default function SparklineColumn() {
  return (
    <Box sx={{ height: 371, width: '100%' }}>
      <DataGrid rows={rows} columns={columns} />
    </Box>
  );
}
