import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';
import type { AxisConfig } from '@mui/x-charts/models';

// Data served by a download mirror each day of one week, in bytes.
const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const bytesServed = [
  4.2e12, 5.1e12, 4.8e12, 7.9e12, 12.4e12, 9.6e12, 6.3e12,
];

// On the ticks, let the axis scale format the numbers with a d3-format specifier:
// '~s' gives SI prefixes without trailing zeros (4T, 12.5T).
const formatBytes: AxisConfig<'linear', number>['valueFormatter'] = (value, context) => {
  if (context.location === 'tick') {
    return `${context.scale.tickFormat(5, '~s')(value)}B`;
  }
  return `${(value / 1e12).toFixed(1)} TB`;
};

export default function SiPrefixTicks() {
  return (
    <LineChart
      height={280}
      title="Data served by a download mirror"
      desc="Bytes served per day over one week, peaking at 12.4 terabytes on Friday."
      xAxis={[{ scaleType: 'point', data: days }]}
      yAxis={[{ valueFormatter: formatBytes, min: 0 }]}
      series={[
        {
          data: bytesServed,
          label: 'Data served',
          valueFormatter: (value) => `${((value ?? 0) / 1e12).toFixed(1)} TB`,
        },
      ]}
      hideLegend
    />
  );
}
