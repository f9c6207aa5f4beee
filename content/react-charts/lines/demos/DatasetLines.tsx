import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

// A bakery's monthly sales, one record per month, as an API might return them.
const monthlySales = [
  { month: 'Jan', croissants: 1840, baguettes: 2650, tarts: 420 },
  { month: 'Feb', croissants: 1720, baguettes: 2480, tarts: 610 },
  { month: 'Mar', croissants: 1960, baguettes: 2590, tarts: 530 },
  { month: 'Apr', croissants: 2110, baguettes: 2720, tarts: 780 },
  { month: 'May', croissants: 2280, baguettes: 2810, tarts: 940 },
  { month: 'Jun', croissants: 2350, baguettes: 2930, tarts: 1120 },
];

const perMonth = (value: number | null) => (value === null ? '' : `${value} items`);

export default function DatasetLines() {
  return (
    <Box sx={{ width: '100%', height: 320, display: 'flex' }}>
      <LineChart
        title="Bakery sales per month"
        desc="Items sold each month from January to June: baguettes sell the most, and tart sales nearly triple over the period."
        dataset={monthlySales}
        xAxis={[{ dataKey: 'month', scaleType: 'point' }]}
        yAxis={[{ label: 'Items sold', width: 60 }]}
        series={[
          { dataKey: 'baguettes', label: 'Baguettes', valueFormatter: perMonth },
          { dataKey: 'croissants', label: 'Croissants', valueFormatter: perMonth },
          { dataKey: 'tarts', label: 'Fruit tarts', valueFormatter: perMonth },
        ]}
      />
    </Box>
  );
}
