import * as React from 'react';
import Box from '@mui/material/Box';
import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// A mobile game's players on launch week, by how far they progressed.
const players = [
  { value: 52000 },
  { value: 31000 },
  { value: 14500 },
  { value: 3900 },
];

// Section labels take the theme's text color: light tints under dark text in light mode,
// deep shades under light text in dark mode.
const palettes = {
  light: ['#6C8EF5', '#F2A93B', '#EF7B77', '#4DB8A9'],
  dark: ['#2F4FA8', '#85560F', '#9A3431', '#1D6B60'],
};

export default function HorizontalWithCategories() {
  return (
    <Box sx={{ width: '100%', height: 300, display: 'flex' }}>
      <FunnelChart
        title="Game progression on launch week"
        desc="52,000 players installed the game, 31,000 finished the tutorial, 14,500 reached level 10 and 3,900 made a purchase."
        colors={(mode) => palettes[mode]}
        series={[
          { data: players, layout: 'horizontal', valueFormatter: (item) => `${(item.value / 1000).toFixed(1)}k` },
        ]}
        categoryAxis={{
          categories: ['Installed', 'Tutorial done', 'Level 10', 'Purchase'],
          position: 'bottom',
        }}
        hideLegend
      />
    </Box>
  );
}
