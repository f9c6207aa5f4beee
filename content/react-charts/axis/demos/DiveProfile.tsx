import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

// Depth of a recreational dive, logged every two minutes, in metres.
const minutes = [0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 30, 32, 34, 36, 38, 40];
const depthM = [0, 8, 14, 18, 18.5, 17, 16, 16.5, 15, 13, 12, 12.5, 11, 9, 8, 7, 5, 5, 5, 2, 0];

export default function DiveProfile() {
  return (
    <LineChart
      height={300}
      title="Dive profile"
      desc="Depth in metres over a 40-minute dive, reaching 18.5 m at minute 8 and including a safety stop at 5 m."
      xAxis={[{ data: minutes, label: 'Dive time (min)' }]}
      yAxis={[{ reverse: true, min: 0, label: 'Depth (m)' }]}
      series={[
        {
          data: depthM,
          label: 'Depth',
          area: true,
          showMark: false,
          valueFormatter: (value) => `${value} m`,
        },
      ]}
      hideLegend
    />
  );
}
