import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

// A home battery over one week, in kWh: charging is positive, discharging negative.
const flows = [
  { label: 'Charged from solar', data: [6.2, 4.8, 7.1, 3.4, 5.9, 8.3, 7.6], color: '#fbc02d' },
  { label: 'Charged from grid', data: [1.1, 2.4, 0.6, 3.2, 1.5, 0, 0.4], color: '#78909c' },
  { label: 'Used by the home', data: [-5.8, -6.1, -6.4, -5.2, -6.0, -6.9, -7.3], color: '#5e35b1' },
  { label: 'Exported to grid', data: [-1.0, -0.6, -1.2, -0.4, -0.8, -1.5, -0.9], color: '#26a69a' },
];

const formatKwh = (value: number | null) => (value === null ? '' : `${Math.abs(value).toFixed(1)} kWh`);

export default function BarChartStackedBySign() {
  return (
    <Box sx={{ width: '100%', height: 360, display: 'flex' }}>
      <BarChart
        title="Home battery energy in and out per day over one week, in kWh"
        desc="Solar provides most of the charge every day, and the home draws between 5.2 and 7.3 kWh a day."
        xAxis={[{ scaleType: 'band', data: days }]}
        yAxis={[{ label: 'kWh (charge up, discharge down)', width: 60 }]}
        series={flows.map((flow) => ({ ...flow, stack: 'battery', valueFormatter: formatKwh }))}
      >
        <ChartsReferenceLine y={0} />
      </BarChart>
    </Box>
  );
}
