import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

const walls = ['North wall', 'Cave', 'Slab', 'Overhang', 'Kids wall'];

// Climbs logged on each wall of an indoor climbing gym in one month.
const beginnerRoutes = [420, 190, 310, 80, 560];
const advancedRoutes = [260, 340, 150, 290, 30];

const formatClimbs = (value: number | null) => (value === null ? '' : `${value} climbs`);

export default function SimpleBarChart() {
  return (
    <Box sx={{ width: '100%', height: 320, display: 'flex' }}>
      <BarChart
        title="Climbs logged per wall in one month, by route level"
        desc="The kids wall and the north wall see the most beginner climbs, while advanced climbers prefer the cave and the overhang."
        xAxis={[{ scaleType: 'band', data: walls }]}
        yAxis={[{ label: 'Climbs', width: 60 }]}
        series={[
          { data: beginnerRoutes, label: 'Beginner routes', valueFormatter: formatClimbs },
          { data: advancedRoutes, label: 'Advanced routes', valueFormatter: formatClimbs },
        ]}
        grid={{ horizontal: true }}
      />
    </Box>
  );
}
