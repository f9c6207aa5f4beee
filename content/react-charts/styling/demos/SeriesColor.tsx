import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

// Hours of sunshine and of rain per day on a Scottish island in one week of June.
const sunshine = [9.5, 11.2, 4.1, 2.3, 7.8, 12.6, 10.4];
const rain = [0.5, 0, 3.2, 6.1, 1.4, 0, 0.3];

const formatHours = (value: number | null) => (value === null ? '' : `${value} h`);

export default function SeriesColor() {
  return (
    <Box sx={{ width: '100%', height: 300, display: 'flex' }}>
      <LineChart
        title="Hours of sunshine and of rain per day over one week"
        desc="Sunshine drops to 2.3 hours on Thursday, the day with the most rain, 6.1 hours, and peaks at 12.6 hours on Saturday."
        xAxis={[{ scaleType: 'point', data: days }]}
        yAxis={[{ label: 'Hours', width: 55 }]}
        series={[
          { data: sunshine, label: 'Sunshine', color: '#f9a825', valueFormatter: formatHours },
          { data: rain, label: 'Rain', color: '#1e88e5', valueFormatter: formatHours },
        ]}
      />
    </Box>
  );
}
