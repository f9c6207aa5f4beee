import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChartPro } from '@mui/x-charts-pro/BarChartPro';

// Loaves sold by a bakery each day over eight weeks (closed on Mondays).
const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const usual = [0, 118, 124, 131, 162, 214, 176];
const days = Array.from({ length: 56 }, (_, index) => `${weekdays[index % 7]} ${index + 1}`);
const loaves = days.map((_, index) => {
  const base = usual[index % 7] ?? 0;
  return base === 0 ? 0 : base + ((index * 37) % 23) - 11;
});

export default function BakeryBarsZoom() {
  return (
    <Box sx={{ width: '100%', height: 320, display: 'flex' }}>
      <BarChartPro
        title="Bakery loaves sold per day"
        desc="Loaves sold on each of 56 days. The chart opens on the last two weeks; Saturdays are the busiest days, near 210 loaves, and the bakery is closed on Mondays."
        xAxis={[{ id: 'days', scaleType: 'band', data: days, zoom: true }]}
        initialZoom={[{ axisId: 'days', start: 75, end: 100 }]}
        yAxis={[{ label: 'Loaves', width: 55 }]}
        series={[{ data: loaves, label: 'Loaves sold', color: '#b7773b' }]}
        hideLegend
      />
    </Box>
  );
}
