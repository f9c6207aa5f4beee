import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

// Elevation surveyed along a hilly marathon course. The survey points are not evenly spaced.
const distanceKm = [0, 1.5, 4, 7.2, 9, 12.5, 15, 18.4, 21.1, 24, 28.3, 31, 35.5, 38, 42.195];
const elevationM = [112, 118, 141, 176, 169, 133, 127, 158, 204, 187, 149, 138, 121, 116, 110];

export default function MarathonElevation() {
  return (
    <LineChart
      height={280}
      title="Marathon course elevation profile"
      desc="Elevation in metres against distance in kilometres; the course peaks at 204 m at the half-marathon mark."
      xAxis={[
        {
          data: distanceKm,
          min: 0,
          max: 42.195,
          label: 'Distance (km)',
          valueFormatter: (km: number) => `${km} km`,
        },
      ]}
      yAxis={[{ label: 'Elevation (m)', min: 80 }]}
      series={[
        {
          data: elevationM,
          label: 'Elevation',
          area: true,
          baseline: 'min',
          valueFormatter: (value) => `${value} m`,
        },
      ]}
      hideLegend
    />
  );
}
