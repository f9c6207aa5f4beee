import * as React from 'react';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';

const hours = ['7h', '8h', '9h', '10h', '11h', '12h', '13h', '14h', '15h', '16h', '17h', '18h'];
const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

// Average number of customers served per hour by a neighborhood café, one row per day.
const customers = [
  [28, 46, 31, 18, 20, 38, 34, 17, 15, 19, 22, 12],
  [30, 49, 33, 17, 21, 41, 36, 16, 14, 18, 24, 13],
  [27, 47, 30, 19, 22, 40, 35, 18, 16, 20, 23, 14],
  [29, 48, 34, 18, 23, 43, 37, 17, 15, 21, 26, 16],
  [31, 44, 29, 20, 25, 47, 39, 21, 19, 24, 30, 22],
  [9, 16, 27, 39, 45, 51, 48, 42, 37, 33, 26, 18],
  [6, 11, 20, 34, 44, 49, 46, 38, 30, 24, 15, 9],
];

// A heatmap series holds [xIndex, yIndex, value] triples.
const data = customers.flatMap((row, dayIndex) =>
  row.map((value, hourIndex) => [hourIndex, dayIndex, value] as [number, number, number]),
);

export default function CafeFootTraffic() {
  return (
    <Heatmap
      height={300}
      xAxis={[{ data: hours }]}
      yAxis={[{ data: days }]}
      zAxis={[{ colorMap: { type: 'continuous', min: 0, max: 55, color: ['#fff4e0', '#b3470c'] } }]}
      series={[{ data, label: 'Customers', valueFormatter: (value) => `${value?.[2]} per hour` }]}
    >
      <title>Café customers per hour</title>
      <desc>Average customers served each hour from 7h to 18h, Monday to Sunday. Weekdays peak at 8h and 12h; weekends peak around noon.</desc>
    </Heatmap>
  );
}
