import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

const routes = ['Line 1', 'Line 2', 'Line 3', 'Line 4'];

// Average delay of a tram network's lines in one month, in minutes.
const series = [
  {
    data: [1.8, 3.1, 2.4, 0.9],
    // Short in the legend, explicit in the tooltip.
    label: (location: 'tooltip' | 'legend') => (location === 'legend' ? 'Peak' : 'Peak hours (7–9, 16–19)'),
  },
  {
    data: [0.7, 1.2, 1.1, 0.4],
    label: (location: 'tooltip' | 'legend') => (location === 'legend' ? 'Off-peak' : 'Off-peak hours'),
  },
].map((s) => ({ ...s, valueFormatter: (v: number | null) => `${v} min late` }));

export default function TooltipLabels() {
  return (
    <Box sx={{ width: '100%', height: 300, display: 'flex' }}>
      <BarChart
        title="Average tram delay per line"
        desc="Average delay in minutes during peak and off-peak hours for four tram lines. Line 2 is the most delayed, line 4 the most punctual."
        xAxis={[{ scaleType: 'band', data: routes }]}
        yAxis={[{ label: 'Delay (min)' }]}
        series={series}
      />
    </Box>
  );
}
