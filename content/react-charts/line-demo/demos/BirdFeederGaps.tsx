import * as React from 'react';
import Stack from '@mui/material/Stack';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

const dates = ['1 Apr', '2 Apr', '3 Apr', '4 Apr', '5 Apr', '6 Apr', '7 Apr', '8 Apr', '9 Apr', '10 Apr'];

// Birds seen at a garden feeder during a 15-minute count each morning. Rainy mornings were skipped.
const birds = [14, 17, null, 21, 19, null, null, 26, 24, 29];

const birdCount = (value: number | null) => (value === null ? 'No count' : `${value} birds`);

export default function BirdFeederGaps() {
  return (
    <Stack spacing={1} sx={{ width: '100%', height: 400 }}>
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex' }}>
        <LineChart
          title="Birds at the feeder, gaps shown"
          desc="Birds counted each morning from 1 to 10 April. The line breaks on 3, 6 and 7 April, when no count was made."
          xAxis={[{ data: dates, scaleType: 'point' }]}
          yAxis={[{ min: 0, max: 30, width: 55, label: 'Birds' }]}
          series={[{ data: birds, label: 'Without connectNulls', color: '#6d4c41', valueFormatter: birdCount }]}
        />
      </Box>
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex' }}>
        <LineChart
          title="Birds at the feeder, gaps connected"
          desc="The same morning counts, with the line drawn straight across the mornings without a count."
          xAxis={[{ data: dates, scaleType: 'point' }]}
          yAxis={[{ min: 0, max: 30, width: 55, label: 'Birds' }]}
          series={[
            {
              data: birds,
              label: 'With connectNulls',
              connectNulls: true,
              color: '#00897b',
              valueFormatter: birdCount,
            },
          ]}
        />
      </Box>
    </Stack>
  );
}
