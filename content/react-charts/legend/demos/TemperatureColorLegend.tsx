import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { ContinuousColorLegend } from '@mui/x-charts/ChartsLegend';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// Monthly deviation from the 1991–2020 mean temperature of a mountain town, in °C.
const anomaly = [-1.8, 0.6, 1.4, -0.4, 2.1, 2.9, 1.2, 3.4, 0.8, -0.9, 1.7, 0.3];

// A no-break space keeps the number and its unit on one line in the legend.
const celsius = (value: number | null) => (value === null ? '' : `${value > 0 ? '+' : ''}${value}\u00a0°C`);

export default function TemperatureColorLegend() {
  return (
    <Box sx={{ width: '100%', height: 340, display: 'flex' }}>
      <BarChart
        title="Monthly temperature anomaly"
        desc="Deviation of each month from the 1991 to 2020 mean, from minus 1.8 to plus 3.4 degrees Celsius. August is the warmest month relative to normal."
        // A known height lets the gradient be computed on the first render.
        height={290}
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[
          {
            valueFormatter: celsius,
            colorMap: { type: 'continuous', min: -3, max: 3, color: ['#1e88e5', '#e53935'] },
          },
        ]}
        series={[{ data: anomaly, label: 'Anomaly', valueFormatter: celsius }]}
        slots={{ legend: ContinuousColorLegend }}
        slotProps={{ legend: { axisDirection: 'y', sx: { width: 'min(260px, calc(100% - 16px))' } } }}
      />
    </Box>
  );
}
