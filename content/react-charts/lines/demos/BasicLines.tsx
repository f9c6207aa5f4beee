import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

// Hours of the day, every two hours.
const hours = [0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22];

// Output of two turbines of a coastal wind farm, in megawatts.
const northRidge = [2.1, 2.4, 2.8, 3.0, 2.6, 1.9, 1.4, 1.6, 2.2, 2.9, 3.3, 3.1];
const harbourPoint = [1.2, 1.5, 1.9, 2.4, 2.7, 2.5, 2.0, 1.7, 1.5, 1.8, 2.3, 2.6];

const formatMW = (value: number | null) => (value === null ? '' : `${value.toFixed(1)} MW`);

export default function BasicLines() {
  return (
    <Box sx={{ width: '100%', height: 320, display: 'flex' }}>
      <LineChart
        title="Wind turbine output over one day"
        desc="Output in megawatts of the North Ridge and Harbour Point turbines, every two hours from midnight to 22:00."
        xAxis={[
          {
            data: hours,
            scaleType: 'point',
            valueFormatter: (hour: number) => `${String(hour).padStart(2, '0')}:00`,
          },
        ]}
        yAxis={[{ label: 'Output (MW)', min: 0 }]}
        series={[
          { data: northRidge, label: 'North Ridge', valueFormatter: formatMW },
          { data: harbourPoint, label: 'Harbour Point', valueFormatter: formatMW },
        ]}
      />
    </Box>
  );
}
