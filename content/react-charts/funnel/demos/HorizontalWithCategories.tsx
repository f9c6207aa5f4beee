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

export default function HorizontalWithCategories() {
  return (
    <Box sx={{ width: '100%', height: 300, display: 'flex' }}>
      <FunnelChart
        title="Game progression on launch week"
        desc="52,000 players installed the game, 31,000 finished the tutorial, 14,500 reached level 10 and 3,900 made a purchase."
        series={[
          { data: players, layout: 'horizontal', label: 'Players', valueFormatter: (item) => `${(item.value / 1000).toFixed(1)}k` },
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
