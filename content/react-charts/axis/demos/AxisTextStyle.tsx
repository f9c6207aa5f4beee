import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

// Average wait for a table at a food hall, by day and service, in minutes.
const services = ['Fri\nlunch', 'Fri\ndinner', 'Sat\nlunch', 'Sat\ndinner', 'Sun\nlunch'];
const waitMin = [12, 27, 21, 34, 25];

export default function AxisTextStyle() {
  return (
    <BarChart
      height={300}
      title="Average wait for a table"
      desc="Waiting time in minutes for five weekend services, longest on Saturday dinner at 34 minutes."
      xAxis={[
        {
          scaleType: 'band',
          data: services,
          height: 45,
          tickLabelStyle: { fontSize: 13, fontWeight: 600 },
        },
      ]}
      yAxis={[
        {
          label: 'Wait (min)',
          labelStyle: { fontSize: 13, fill: '#ab47bc' },
          tickLabelStyle: { fill: '#ab47bc' },
        },
      ]}
      series={[{ data: waitMin, label: 'Wait', color: '#ab47bc', valueFormatter: (v) => `${v} min` }]}
      hideLegend
    />
  );
}
