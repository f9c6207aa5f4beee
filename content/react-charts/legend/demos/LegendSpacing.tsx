import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { legendClasses } from '@mui/x-charts/ChartsLegend';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];

// Electricity produced by a small island grid, in gigawatt-hours.
const sources = [
  { label: 'Wind', data: [41, 33, 27, 46] },
  { label: 'Solar', data: [12, 25, 29, 10] },
  { label: 'Diesel', data: [18, 14, 13, 21] },
];

export default function LegendSpacing() {
  return (
    <Box sx={{ width: '100%', height: 320, display: 'flex' }}>
      <BarChart
        title="Island grid output by source"
        desc="Quarterly gigawatt-hours from wind, solar and diesel generators. Wind leads in winter quarters, solar in the summer."
        xAxis={[{ scaleType: 'band', data: quarters }]}
        yAxis={[{ label: 'GWh' }]}
        series={sources.map((s) => ({ ...s, stack: 'grid' }))}
        slotProps={{
          legend: {
            sx: {
              // Space between the items, then between a mark and its label.
              gap: 4,
              [`.${legendClasses.series}`]: { gap: 0.5 },
              // Larger marks: the mark element is sized in CSS.
              [`.${legendClasses.mark}`]: { width: 20, height: 20 },
              marginBlock: 2,
            },
          },
        }}
      />
    </Box>
  );
}
