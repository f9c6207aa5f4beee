import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';

// Hourly electricity demand of a small town over four weeks, in megawatts.
const hours = Array.from({ length: 24 * 28 }, (_, index) => index);
const demand = hours.map((hour) => {
  const time = hour % 24;
  const weekend = Math.floor(hour / 24) % 7 >= 5;
  const daily = Math.exp(-(((time - 8) / 2.5) ** 2)) * 6 + Math.exp(-(((time - 19) / 2.8) ** 2)) * 9;
  return Math.round((18 + daily * (weekend ? 0.7 : 1) + ((hour * 7) % 5) * 0.3) * 10) / 10;
});

const dayName = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const formatHour = (hour: number) => `${dayName[Math.floor(hour / 24) % 7]} ${hour % 24}:00`;

export default function SlidingWindow() {
  return (
    <Box sx={{ width: '100%', height: 320, display: 'flex' }}>
      <LineChartPro
        title="Hourly electricity demand, one week at a time"
        desc="Four weeks of hourly demand for a small town, between 18 and 33 MW, with a morning and a larger evening peak each day. The view always shows one week; drag to move it."
        xAxis={[
          {
            id: 'hours',
            data: hours,
            valueFormatter: formatHour,
            tickInterval: (hour: number) => hour % 24 === 0,
            zoom: { minSpan: 25, maxSpan: 25, panning: true },
          },
        ]}
        initialZoom={[{ axisId: 'hours', start: 0, end: 25 }]}
        yAxis={[{ label: 'Demand (MW)', width: 55 }]}
        series={[
          {
            data: demand,
            label: 'Demand',
            showMark: false,
            area: true,
            valueFormatter: (value) => `${value} MW`,
          },
        ]}
        hideLegend
      />
    </Box>
  );
}
