import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

const hours = [6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20];

// Energy produced by a rooftop solar array during each hour of a clear June day, in kWh.
const production = [0.1, 0.6, 1.4, 2.3, 3.1, 3.7, 4.0, 3.9, 3.5, 2.9, 2.1, 1.3, 0.6, 0.2, 0];

export default function SolarArea() {
  return (
    <Box sx={{ width: '100%', height: 300, display: 'flex' }}>
      <LineChart
        title="Rooftop solar production on a June day"
        desc="Energy produced each hour from 6:00 to 20:00, in kilowatt-hours, rising to a peak of 4.0 kWh at noon."
        xAxis={[{ data: hours, scaleType: 'point', valueFormatter: (hour: number) => `${hour}h` }]}
        yAxis={[{ label: 'Energy (kWh)' }]}
        series={[
          {
            data: production,
            label: 'Solar production',
            area: true,
            showMark: false,
            color: '#f9a825',
            valueFormatter: (value) => (value === null ? '' : `${value} kWh`),
          },
        ]}
        hideLegend
      />
    </Box>
  );
}
