import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';

// Rooftop solar power every half hour over a full day, in kilowatts.
const times = Array.from({ length: 49 }, (_, i) => new Date(2025, 5, 21, 0, i * 30));
const powerKw = times.map((time) => {
  const hour = time.getHours() + time.getMinutes() / 60;
  const sun = Math.sin(((hour - 5) / 16) * Math.PI);
  return hour < 5 || hour > 21 ? 0 : Math.round(sun * 52) / 10;
});

// The x-axis shows 04:00 to 22:00 only; the y-axis is fixed to the 6 kW rating.
const dayStart = new Date(2025, 5, 21, 4);
const dayEnd = new Date(2025, 5, 21, 22);

export default function DaylightWindow() {
  return (
    <LineChart
      height={280}
      title="Rooftop solar output on 21 June, daylight hours"
      desc="Half-hourly power in kilowatts from 04:00 to 22:00, rising to 5.2 kW around 13:00."
      xAxis={[
        {
          scaleType: 'time',
          data: times,
          min: dayStart,
          max: dayEnd,
          tickMinStep: 2 * 60 * 60 * 1000, // at least two hours between ticks
        },
      ]}
      yAxis={[{ min: 0, max: 6, label: 'Power (kW)' }]}
      series={[
        {
          data: powerKw,
          label: 'Solar output',
          showMark: false,
          valueFormatter: (value) => `${value} kW`,
        },
      ]}
      hideLegend
    />
  );
}
