import * as React from 'react';
import Box from '@mui/material/Box';
import { Unstable_RadarChart as RadarChart } from '@mui/x-charts/RadarChart';

// A magazine's test of one trail-running shoe, each criterion scored out of 10.
const criteria = ['Grip', 'Cushioning', 'Fit', 'Breathability', 'Durability', 'Weight'];
const scores = [9, 7, 8, 6, 7, 8];

export default function BootReview() {
  return (
    <Box sx={{ width: '100%', height: 340, display: 'flex' }}>
      <RadarChart
        title="Trail shoe test scores"
        desc="Scores out of 10: grip 9, cushioning 7, fit 8, breathability 6, durability 7, weight 8."
        series={[{ label: 'Ridgeline 3 (score / 10)', data: scores }]}
        radar={{ metrics: criteria, max: 10 }}
        margin={{ left: 70, right: 70 }}
      />
    </Box>
  );
}
