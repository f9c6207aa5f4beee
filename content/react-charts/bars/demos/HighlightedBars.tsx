import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

const regions = ['North', 'South', 'East', 'West'];

// Yearly revenue per sales region, in thousands of dollars.
const revenue = [
  { label: '2023', data: [410, 352, 298, 377] },
  { label: '2024', data: [452, 339, 341, 402] },
];

export default function HighlightedBars() {
  return (
    <Box sx={{ width: '100%', height: 320, display: 'flex' }}>
      <BarChart
        title="Yearly revenue per sales region, 2023 and 2024"
        desc="Revenue grew in 2024 in the North, East and West, and fell slightly in the South, from $352k to $339k."
        xAxis={[{ scaleType: 'band', data: regions }]}
        series={revenue.map((year) => ({
          ...year,
          highlightScope: { highlight: 'series', fade: 'global' },
          valueFormatter: (value: number | null) => (value === null ? '' : `$${value}k`),
        }))}
        axisHighlight={{ x: 'none' }}
        slotProps={{ tooltip: { trigger: 'item' } }}
      />
    </Box>
  );
}
