import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

const days = Array.from({ length: 28 }, (_, index) => index + 1);

// Daily maximum temperature in a mountain town during February, in °C.
const maxTemperature = [
  -4, -6, -3, 1, 3, 2, -1, -5, -8, -7, -2, 2, 5, 7, 6, 4, 1, -1, 0, 3, 6, 9, 11, 8, 5, 3, 1, -2,
];

export default function ColorScaleLine() {
  return (
    <Box sx={{ width: '100%', height: 300, display: 'flex' }}>
      <LineChart
        title="Daily maximum temperature in February"
        desc="Maximum temperature for each day of February, from -8 °C on day 9 to 11 °C on day 23. The line is blue below 0 °C, grey from 0 to 5 °C and orange above 5 °C."
        grid={{ horizontal: true }}
        xAxis={[{ data: days, scaleType: 'point', valueFormatter: (day: number) => `Feb ${day}` }]}
        yAxis={[
          {
            label: 'Temperature (°C)',
            colorMap: {
              type: 'piecewise',
              thresholds: [0, 5],
              colors: ['#1e88e5', '#9e9e9e', '#f57c00'],
            },
          },
        ]}
        series={[
          {
            data: maxTemperature,
            label: 'Maximum temperature',
            showMark: false,
            curve: 'linear',
            valueFormatter: (value) => (value === null ? '' : `${value} °C`),
          },
        ]}
        hideLegend
        sx={{ '& .MuiLineElement-root': { strokeWidth: 3 } }}
      />
    </Box>
  );
}
