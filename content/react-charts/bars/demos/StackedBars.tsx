import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];

// How the 240 employees of an office got to work each day.
const walk = [18, 20, 19, 21, 15];
const bike = [34, 41, 38, 40, 26];
const transit = [96, 102, 99, 97, 84];
const car = [52, 49, 55, 50, 38];

export default function StackedBars() {
  return (
    <Box sx={{ width: '100%', height: 320, display: 'flex' }}>
      <BarChart
        title="How office employees commuted each weekday"
        desc="Public transit carries the most employees every day, and fewer people come in on Friday."
        xAxis={[{ scaleType: 'band', data: weekdays }]}
        series={[
          { data: walk, label: 'Walk', stack: 'commute' },
          { data: bike, label: 'Bike', stack: 'commute' },
          { data: transit, label: 'Transit', stack: 'commute' },
          { data: car, label: 'Car', stack: 'commute' },
        ]}
      />
    </Box>
  );
}
