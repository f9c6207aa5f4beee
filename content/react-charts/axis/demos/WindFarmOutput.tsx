import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

// Hourly output of a 48 MW wind farm on 12 March, in megawatts.
const outputMw = [
  31, 33, 36, 38, 35, 32, 27, 22, 18, 15, 14, 16, 19, 24, 29, 34, 39, 42, 44, 41, 37, 33, 30, 28,
];
const hours = outputMw.map((_, hour) => new Date(2025, 2, 12, hour));

export default function WindFarmOutput() {
  return (
    <LineChart
      height={300}
      title="Wind farm output on 12 March"
      desc="Hourly output in megawatts, lowest around 10:00 at 14 MW and highest around 18:00 at 44 MW."
      xAxis={[{ scaleType: 'time', data: hours, label: 'Time of day' }]}
      yAxis={[{ label: 'Output (MW)', min: 0, max: 48 }]}
      series={[
        {
          data: outputMw,
          label: 'Output',
          showMark: false,
          area: true,
          valueFormatter: (value) => `${value} MW`,
        },
      ]}
      hideLegend
    />
  );
}
