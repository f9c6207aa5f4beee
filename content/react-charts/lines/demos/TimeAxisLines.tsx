import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

// One reading a day, at noon, for the first 21 days of March 2025.
const days = Array.from({ length: 21 }, (_, index) => new Date(2025, 2, index + 1, 12));

// Water level of a river at a gauging station, in metres.
const riverLevel = [
  1.42, 1.45, 1.51, 1.63, 1.88, 2.21, 2.47, 2.52, 2.39, 2.18, 1.97, 1.82, 1.71, 1.66, 1.74, 1.93,
  2.05, 1.98, 1.84, 1.72, 1.63,
];

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });

export default function TimeAxisLines() {
  return (
    <Box sx={{ width: '100%', height: 300, display: 'flex' }}>
      <LineChart
        title="River level in March 2025"
        desc="Daily water level of the river at the gauging station, in metres, from 1 to 21 March 2025. The level peaks at 2.52 m on 8 March."
        xAxis={[
          {
            data: days,
            scaleType: 'time',
            valueFormatter: (day: Date) => dayFormat.format(day),
          },
        ]}
        yAxis={[{ label: 'Level (m)' }]}
        series={[
          {
            data: riverLevel,
            label: 'River level',
            showMark: false,
            valueFormatter: (value) => (value === null ? '' : `${value.toFixed(2)} m`),
          },
        ]}
        hideLegend
      />
    </Box>
  );
}
