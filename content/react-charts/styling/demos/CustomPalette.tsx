import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

// A brand palette with a lighter variant of each color for dark mode.
const brandPalette = (mode: 'light' | 'dark') =>
  mode === 'dark' ? ['#80cbc4', '#ffab91', '#b39ddb'] : ['#00796b', '#d84315', '#5e35b1'];

const sizes = ['Small', 'Medium', 'Large', 'Family'];

// Pizzas sold by a takeaway on one Friday evening, per size and crust.
const crusts = [
  { label: 'Classic', data: [38, 64, 51, 22] },
  { label: 'Thin', data: [29, 47, 35, 9] },
  { label: 'Gluten-free', data: [7, 12, 6, 2] },
];

export default function CustomPalette() {
  return (
    <Box sx={{ width: '100%', height: 300, display: 'flex' }}>
      <BarChart
        title="Pizzas sold on a Friday evening, by size and crust"
        desc="Medium pizzas sell best in every crust, and classic crust outsells thin crust in every size."
        colors={brandPalette}
        xAxis={[{ scaleType: 'band', data: sizes }]}
        yAxis={[{ label: 'Pizzas', width: 55 }]}
        series={crusts.map((crust) => ({ ...crust, valueFormatter: (v: number | null) => `${v} pizzas` }))}
      />
    </Box>
  );
}
