import * as React from 'react';
import Box from '@mui/material/Box';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Hourly readings of two wind turbines: wind speed (m/s) and power output (kW).
const readings = [
  [3, 12, 20], [4, 48, 70], [5, 110, 150], [6, 190, 260], [7, 300, 410], [8, 430, 600],
  [9, 580, 820], [10, 720, 1050], [11, 810, 1260], [12, 850, 1400], [13, 850, 1480], [14, 850, 1500],
] as const;

export default function MarkerSize() {
  return (
    <Box sx={{ width: '100%', height: 340, display: 'flex' }}>
      <ScatterChart
        title="Power output of two wind turbines against wind speed"
        desc="The newer 1,500 kW turbine produces more at every wind speed than the older 850 kW one; both level off at their rated power."
        series={[
          {
            label: 'Turbine A (850 kW)',
            data: readings.map(([x, y]) => ({ x, y })),
            markerSize: 3,
            valueFormatter: (v) => (v === null ? '' : `${v.x} m/s, ${v.y} kW`),
          },
          {
            label: 'Turbine B (1,500 kW)',
            data: readings.map(([x, , y]) => ({ x, y })),
            markerSize: 8,
            valueFormatter: (v) => (v === null ? '' : `${v.x} m/s, ${v.y} kW`),
          },
        ]}
        xAxis={[{ label: 'Wind speed (m/s)', min: 2, max: 15 }]}
        yAxis={[{ label: 'Power (kW)', width: 60 }]}
      />
    </Box>
  );
}
