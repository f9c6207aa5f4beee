import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

const hours = [6, 8, 10, 12, 14, 16, 18, 20];

// Output of the three arrays of a solar farm on a sunny day, in kilowatts.
const arrays = [
  { id: 'north', name: 'North', panels: 240, data: [4, 38, 71, 88, 84, 60, 24, 0] },
  { id: 'east', name: 'East', panels: 180, data: [12, 61, 79, 70, 48, 27, 8, 0] },
  { id: 'west', name: 'West', panels: 180, data: [0, 9, 31, 58, 77, 74, 41, 2] },
];

export default function SolarArrayLabels() {
  return (
    <Box sx={{ width: '100%', height: 320, display: 'flex' }}>
      <LineChart
        title="Solar farm output by array on a sunny day"
        desc="Line chart of the power of three solar arrays, in kilowatts, every two hours from 6:00 to 20:00. North: 4, 38, 71, 88, 84, 60, 24, 0. East: 12, 61, 79, 70, 48, 27, 8, 0. West: 0, 9, 31, 58, 77, 74, 41, 2."
        xAxis={[{ data: hours, valueFormatter: (hour: number) => `${hour}:00` }]}
        yAxis={[{ label: 'Power (kW)', width: 60 }]}
        series={arrays.map((array) => ({
          id: array.id,
          data: array.data,
          // Short in the legend, detailed in the tooltip.
          label: (location: 'legend' | 'tooltip') =>
            location === 'legend' ? array.name : `${array.name} array, ${array.panels} panels`,
          valueFormatter: (value: number | null) => (value === null ? null : `${value} kW`),
        }))}
      />
    </Box>
  );
}
