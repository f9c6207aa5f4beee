import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';

// Loaves sold by a bakery each day over eight weeks from Monday, September 1, 2025
// (closed on Mondays).
const usual = [0, 118, 124, 131, 162, 214, 176];
const days = Array.from({ length: 56 }, (_, index) => new Date(2025, 8, 1 + index));
const loaves = days.map((_, index) => {
  const base = usual[index % 7] ?? 0;
  return base === 0 ? 0 : base + ((index * 37) % 23) - 11;
});

const tickFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const tooltipFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'short',
  day: 'numeric',
});

export default function BakeryBarsZoom() {
  return (
    <Box sx={{ width: '100%', height: 320, display: 'flex' }}>
      <BarChartPro
        title="Bakery loaves sold per day"
        desc="Loaves sold on each of 56 days from September 1 to October 26, 2025. The chart opens on the last two weeks; Saturdays are the busiest days, near 210 loaves, and the bakery is closed on Mondays."
        xAxis={[
          {
            id: 'days',
            scaleType: 'band',
            data: days,
            valueFormatter: (date: Date, context) =>
              context.location === 'tick' ? tickFormat.format(date) : tooltipFormat.format(date),
            zoom: true,
          },
        ]}
        initialZoom={[{ axisId: 'days', start: 75, end: 100 }]}
        yAxis={[{ label: 'Loaves', width: 55 }]}
        series={[
          { data: loaves, label: 'Loaves sold', color: '#b7773b', valueFormatter: (value) => `${value} loaves` },
        ]}
        hideLegend
      />
    </Box>
  );
}
