import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import type { AxisConfig } from '@mui/x-charts/models';

// Visitors entering a museum during each hour of the day.
const hours = Array.from({ length: 24 }, (_, hour) => hour);
const visitors = [
  0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 212, 348, 391, 327, 362, 418, 389, 251, 96, 0, 0, 0, 0, 0,
];

// Short labels on the ticks, the whole hour in the tooltip.
const formatHour: AxisConfig<'band', number>['valueFormatter'] = (hour, context) =>
  context.location === 'tick' ? `${hour}h` : `${hour}:00–${hour + 1}:00`;

export default function HourlyLabels() {
  return (
    <BarChart
      height={280}
      title="Museum visitors per hour"
      desc="Visitors entering each hour between 10:00 and 19:00, with a peak of 418 at 15:00."
      xAxis={[
        {
          scaleType: 'band',
          data: hours,
          valueFormatter: formatHour,
          // One tick per hour, a label every three hours.
          tickLabelInterval: (hour: number) => hour % 3 === 0,
        },
      ]}
      yAxis={[{ label: 'Visitors' }]}
      series={[{ data: visitors, label: 'Visitors' }]}
      hideLegend
    />
  );
}
