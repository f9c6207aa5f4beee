import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';

// Daily water level of a river gauge over one year, in meters, from a seasonal model with
// a spring snowmelt crest and two summer storms.
const days = Array.from({ length: 365 }, (_, index) => new Date(2024, 0, index + 1));
const level = days.map((_, day) => {
  const season = 1.6 + 0.9 * Math.exp(-(((day - 110) / 28) ** 2));
  const storms = 1.1 * Math.exp(-(((day - 190) / 4) ** 2)) + 0.8 * Math.exp(-(((day - 236) / 3) ** 2));
  const ripple = 0.08 * Math.sin(day * 1.7) + 0.05 * Math.sin(day * 0.45);
  return Math.round((season + storms + ripple) * 100) / 100;
});

const dateFormatter = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

export default function RiverLevelZoom() {
  return (
    <Box sx={{ width: '100%', height: 320, display: 'flex' }}>
      <LineChartPro
        title="River level over one year"
        desc="Daily level of a river gauge in 2024: about 1.6 m most of the year, a snowmelt crest near 2.6 m in April, and storm peaks of 2.7 m in July and 2.4 m in August. Scroll or drag on the chart to zoom and pan."
        xAxis={[
          {
            data: days,
            scaleType: 'time',
            zoom: true,
            valueFormatter: (date: Date) => dateFormatter.format(date),
          },
        ]}
        yAxis={[{ label: 'Level (m)', width: 50 }]}
        series={[
          {
            data: level,
            label: 'Level',
            showMark: false,
            valueFormatter: (value) => (value === null ? '' : `${value.toFixed(2)} m`),
          },
        ]}
        hideLegend
      />
    </Box>
  );
}
