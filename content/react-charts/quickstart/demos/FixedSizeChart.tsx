import * as React from 'react';
import Box from '@mui/material/Box';
import { PieChart } from '@mui/x-charts/PieChart';

const devices = [
  { id: 0, label: 'Mobile', value: 58 },
  { id: 1, label: 'Desktop', value: 36 },
  { id: 2, label: 'Tablet', value: 6 },
];

export default function FixedSizeChart() {
  return (
    <Box sx={{ width: '100%', height: 200 }}>
      <PieChart
        title="Website visits by device type"
        desc="Mobile brings 58% of visits, desktop 36% and tablet 6%."
        width={300}
        height={200}
        series={[{ data: devices, innerRadius: 40, valueFormatter: (item) => `${item.value}%` }]}
      />
    </Box>
  );
}
