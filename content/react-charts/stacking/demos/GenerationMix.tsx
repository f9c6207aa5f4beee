import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

// Electricity generated on an island grid every two hours, in megawatts.
const hours = ['00', '02', '04', '06', '08', '10', '12', '14', '16', '18', '20', '22'];
const sources = [
  { label: 'Hydro', data: [42, 40, 40, 44, 50, 48, 45, 46, 50, 56, 54, 48] },
  { label: 'Wind', data: [38, 41, 44, 40, 33, 28, 25, 27, 31, 36, 39, 40] },
  { label: 'Solar', data: [0, 0, 0, 4, 22, 41, 52, 47, 28, 6, 0, 0] },
  { label: 'Gas', data: [12, 9, 8, 14, 18, 12, 8, 10, 21, 34, 28, 18] },
];

export default function GenerationMix() {
  return (
    <Box sx={{ width: '100%', height: 340, display: 'flex' }}>
      <LineChart
        title="Island grid generation mix over one day"
        desc="Stacked areas of hydro, wind, solar and gas output in megawatts every two hours; the total peaks at 132 MW at 18:00, when gas covers the evening demand."
        xAxis={[{ scaleType: 'point', data: hours, valueFormatter: (h: string) => `${h}:00` }]}
        yAxis={[{ label: 'Output (MW)' }]}
        series={sources.map((source) => ({
          ...source,
          stack: 'generation',
          area: true,
          showMark: false,
          valueFormatter: (value) => `${value} MW`,
        }))}
      />
    </Box>
  );
}
