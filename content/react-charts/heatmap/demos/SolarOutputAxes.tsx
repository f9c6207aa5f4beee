import * as React from 'react';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';

// Hours of daylight from 5:00 to 20:00, and the months of the year.
const hours = Array.from({ length: 16 }, (_, index) => index + 5);
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const daylight = [4.2, 5.2, 6.1, 7.0, 7.7, 8.0, 7.9, 7.3, 6.5, 5.5, 4.5, 3.9];
const peak = [1.1, 1.6, 2.3, 3.0, 3.5, 3.7, 3.8, 3.4, 2.7, 1.9, 1.2, 0.9];

// Mean output of a 5 kW rooftop array in each hour, in kWh, modelled from the sun's path.
const data = months.flatMap((_, month) =>
  hours.map((hour, x) => {
    const distance = Math.abs(hour + 0.5 - 13) / (daylight[month] ?? 1);
    const value = distance < 1 ? (peak[month] ?? 0) * Math.cos((distance * Math.PI) / 2) : 0;
    return [x, month, Math.round(value * 10) / 10] as [number, number, number];
  }),
);

export default function SolarOutputAxes() {
  return (
    <Heatmap
      height={360}
      xAxis={[
        {
          data: hours,
          label: 'Hour of the day',
          tickLabelInterval: (hour: number) => hour % 3 === 0,
          valueFormatter: (hour: number, context) =>
            context.location === 'tooltip' ? `${hour}:00 to ${hour + 1}:00` : `${hour}h`,
        },
      ]}
      yAxis={[{ data: months, label: 'Month', width: 50 }]}
      zAxis={[{ colorMap: { type: 'continuous', min: 0, max: 4, color: ['#fffbe6', '#e05a00'] } }]}
      series={[{ data, label: 'Output', valueFormatter: (value) => `${value?.[2].toFixed(1)} kWh` }]}
      margin={{ right: 16 }}
    >
      <title>Rooftop solar output by hour and month</title>
      <desc>
        Mean hourly output of a 5 kW array. Production peaks at about 3.8 kWh around 13:00 in June and
        July, and stays under 1.2 kWh in the winter months.
      </desc>
    </Heatmap>
  );
}
