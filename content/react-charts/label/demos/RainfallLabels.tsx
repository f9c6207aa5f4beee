import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

// Average monthly rainfall of three cities, in millimeters.
const rainfall = [
  { label: 'Bergen', data: [250, 190, 170, 110, 105, 125] },
  { label: 'Dublin', data: [63, 48, 50, 51, 59, 62] },
  { label: 'Madrid', data: [33, 35, 24, 39, 48, 21] },
];

export default function RainfallLabels() {
  return (
    <Box sx={{ width: '100%', height: 320, display: 'flex' }}>
      <BarChart
        title="Average monthly rainfall in three cities"
        desc="Bar chart of average rainfall in millimeters from January to June. Bergen: 250, 190, 170, 110, 105, 125. Dublin: 63, 48, 50, 51, 59, 62. Madrid: 33, 35, 24, 39, 48, 21."
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[{ label: 'Rainfall (mm)', width: 60 }]}
        series={rainfall.map((city) => ({
          ...city,
          valueFormatter: (value: number | null) => (value === null ? null : `${value} mm`),
        }))}
      />
    </Box>
  );
}
