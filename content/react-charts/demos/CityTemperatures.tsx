import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// Approximate monthly mean temperatures, in degrees Celsius.
const oslo = [-2.9, -2.6, 0.6, 5.4, 10.7, 14.8, 17.1, 15.9, 11.6, 6.3, 1.9, -2.0];
const madrid = [6.3, 7.9, 11.2, 13.1, 17.0, 22.4, 25.8, 25.4, 20.6, 15.0, 9.6, 6.6];

const formatCelsius = (value: number | null) => (value === null ? '' : `${value.toFixed(1)} °C`);

export default function CityTemperatures() {
  return (
    <Box sx={{ width: '100%', height: 320, display: 'flex' }}>
      <LineChart
        title="Monthly mean temperature in Oslo and Madrid"
        desc="Madrid is 6 to 11 °C warmer than Oslo in every month, and both cities are warmest in July."
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ valueFormatter: (value: number) => `${value}°` }]}
        series={[
          { data: oslo, label: 'Oslo', valueFormatter: formatCelsius },
          { data: madrid, label: 'Madrid', valueFormatter: formatCelsius },
        ]}
        grid={{ horizontal: true }}
      />
    </Box>
  );
}
