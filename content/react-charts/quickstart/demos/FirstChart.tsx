import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const cupsSold = [132, 118, 125, 141, 167, 212, 189];

export default function FirstChart() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <BarChart
        title="Coffee cups sold per weekday"
        desc="Sales climb through the week to a peak of 212 cups on Saturday; Tuesday is the quietest day with 118."
        xAxis={[{ scaleType: 'band', data: weekdays }]}
        series={[{ data: cupsSold }]}
        height={300}
      />
    </Box>
  );
}
