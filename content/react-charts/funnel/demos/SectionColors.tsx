import * as React from 'react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// A city's recycling stream in one month, in tonnes: collected, sorted, sold to recyclers.
const stream = [
  { label: 'Collected', value: 1250 },
  { label: 'Sorted', value: 1040 },
  { label: 'Clean enough to sell', value: 820 },
  { label: 'Sold to recyclers', value: 760 },
];

// Three grays for the palette and a green for the outcome, in a light and a dark version.
const grays = { light: ['#B0BEC5', '#90A4AE', '#78909C'], dark: ['#4A5A63', '#3B4A52', '#2C3A41'] };
const green = { light: '#5CC184', dark: '#1B6B3D' };

export default function SectionColors() {
  const dark = useTheme().palette.mode === 'dark';
  // The last step gets its own color, on top of the palette.
  const data = stream.map((step, index) =>
    index === stream.length - 1 ? { ...step, color: dark ? green.dark : green.light } : step,
  );

  return (
    <Box sx={{ width: '100%', height: 340, display: 'flex' }}>
      <FunnelChart
        title="Recycling stream in one month"
        desc="1,250 tonnes collected, 1,040 sorted, 820 clean enough to sell and 760 sold to recyclers."
        colors={(mode) => grays[mode]}
        series={[{ data, valueFormatter: (item) => `${item.value} t` }]}
      />
    </Box>
  );
}
