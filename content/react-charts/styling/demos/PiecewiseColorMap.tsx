import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

const days = Array.from({ length: 14 }, (_, index) => `Mar ${index + 1}`);

// Daily minimum temperature at a mountain hut over two weeks of March, in °C.
const minTemperature = [-6, -4, -1, 2, 4, 1, -2, -8, -11, -5, 0, 3, 6, 5];

export default function PiecewiseColorMap() {
  return (
    <Box sx={{ width: '100%', height: 300, display: 'flex' }}>
      <BarChart
        title="Daily minimum temperature at a mountain hut, 1 to 14 March"
        desc="Nights are below freezing on seven of the fourteen days, down to -11 °C on 9 March, and the last three nights stay above 0 °C."
        xAxis={[{ scaleType: 'band', data: days, tickLabelStyle: { fontSize: 11 } }]}
        yAxis={[
          {
            label: 'Minimum (°C)',
            width: 55,
            colorMap: {
              type: 'piecewise',
              thresholds: [-5, 0],
              colors: ['#1a237e', '#42a5f5', '#ffb300'],
            },
          },
        ]}
        series={[{ data: minTemperature, label: 'Minimum temperature', valueFormatter: (v) => `${v} °C` }]}
        hideLegend
      />
    </Box>
  );
}
