import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

const checkpoints = [5, 10, 15, 20, 25, 30, 35, 40];

// Pace of two runners over each 5 km split of a marathon, in seconds per kilometre.
const amaraPace = [272, 270, 271, 273, 275, 279, 288, 296];
const lucPace = [286, 284, 283, 284, 283, 282, 281, 279];

const pace = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

export default function MarathonGrid() {
  return (
    <Box sx={{ width: '100%', height: 320, display: 'flex' }}>
      <LineChart
        title="Marathon pace per 5 km split"
        desc="Pace in minutes per kilometre at each 5 km checkpoint. Amara starts at 4:32 per km and slows to 4:56; Luc runs an even race, finishing at 4:39 per km."
        grid={{ vertical: true, horizontal: true }}
        xAxis={[{ data: checkpoints, scaleType: 'point', valueFormatter: (km: number) => `${km} km` }]}
        yAxis={[{ label: 'Pace (min/km)', valueFormatter: pace, width: 60 }]}
        series={[
          { data: amaraPace, label: 'Amara', valueFormatter: (value) => (value === null ? '' : `${pace(value)} /km`) },
          { data: lucPace, label: 'Luc', valueFormatter: (value) => (value === null ? '' : `${pace(value)} /km`) },
        ]}
      />
    </Box>
  );
}
