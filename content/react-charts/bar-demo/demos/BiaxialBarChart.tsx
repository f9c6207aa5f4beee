import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

const products = ['Sourdough', 'Baguette', 'Rye', 'Croissant', 'Focaccia'];

// One week at a bakery: units sold, measured on the left axis, and revenue in
// dollars, measured on the right axis.
const unitsSold = [320, 540, 140, 860, 210];
const revenue = [2240, 1620, 910, 3010, 1470];

export default function BiaxialBarChart() {
  return (
    <Box sx={{ width: '100%', height: 340, display: 'flex' }}>
      <BarChart
        title="Bakery units sold and revenue per product in one week"
        desc="Croissants lead in both units, 860, and revenue, $3,010, while baguettes sell many units but bring less revenue than sourdough."
        xAxis={[{ scaleType: 'band', data: products }]}
        yAxis={[
          { id: 'units', label: 'Units sold', width: 60 },
          {
            id: 'revenue',
            label: 'Revenue ($)',
            position: 'right',
            width: 65,
            valueFormatter: (value: number) => (value === 0 ? '$0' : `$${value / 1000}k`),
          },
        ]}
        series={[
          { data: unitsSold, label: 'Units sold', yAxisId: 'units', valueFormatter: (v) => `${v} units` },
          {
            data: revenue,
            label: 'Revenue',
            yAxisId: 'revenue',
            valueFormatter: (v) => (v === null ? '' : `$${v.toLocaleString('en-US')}`),
          },
        ]}
      />
    </Box>
  );
}
