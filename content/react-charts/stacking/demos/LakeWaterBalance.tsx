import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

// Monthly water balance of a lake: inflows are positive, outflows negative, in millions of m³.
const months = ['Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'];
const flows = [
  { label: 'Rain', data: [3.1, 2.6, 2.2, 1.4, 0.9, 1.2] },
  { label: 'Rivers', data: [6.8, 7.4, 5.1, 3.2, 2.0, 1.8] },
  { label: 'Evaporation', data: [-0.8, -1.5, -2.6, -3.9, -4.6, -4.2] },
  { label: 'Outlet', data: [-7.2, -7.9, -5.6, -3.1, -1.9, -1.6] },
];

export default function LakeWaterBalance() {
  return (
    <Box sx={{ width: '100%', height: 340, display: 'flex' }}>
      <BarChart
        title="Monthly water balance of a lake"
        desc="Rain and river inflows stack above zero and evaporation and outlet losses below it, in millions of cubic metres, from March to August."
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[{ label: 'Million m³' }]}
        series={flows.map((flow) => ({
          ...flow,
          stack: 'balance',
          valueFormatter: (value) => `${value} million m³`,
        }))}
        colors={['#4fc3f7', '#1565c0', '#ffb74d', '#6d4c41']}
      />
    </Box>
  );
}
