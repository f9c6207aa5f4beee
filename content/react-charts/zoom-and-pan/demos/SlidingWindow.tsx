import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';

// Hourly electricity demand of a small town over four weeks from early February, in megawatts.
const hours = Array.from({ length: 24 * 28 }, (_, index) => new Date(2026, 1, 2, index));
const demand = hours.map((date, index) => {
  const time = date.getHours();
  const weekend = date.getDay() === 0 || date.getDay() === 6;
  const daily = Math.exp(-(((time - 8) / 2.5) ** 2)) * 6 + Math.exp(-(((time - 19) / 2.8) ** 2)) * 9;
  return Math.round((18 + daily * (weekend ? 0.7 : 1) + ((index * 7) % 5) * 0.3) * 10) / 10;
});
// One tick at each midnight.
const midnights = Array.from({ length: 29 }, (_, day) => new Date(2026, 1, 2 + day));

const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'short' });
const monthDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
// Two short lines ("Mon", "Feb 2"), so that all seven days fit on a phone.
const tickLabel = (date: Date) => `${weekday.format(date)}\n${monthDay.format(date)}`;
const tooltipFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
});

export default function SlidingWindow() {
  return (
    <Box sx={{ width: '100%', height: 320, display: 'flex' }}>
      <LineChartPro
        title="Hourly electricity demand, one week at a time"
        desc="Four weeks of hourly demand for a small town from early February, between 18 and 28 MW, with a morning and a larger evening peak each day and lower peaks on weekends. The view always shows one week; drag to move it."
        xAxis={[
          {
            id: 'hours',
            data: hours,
            scaleType: 'time',
            domainLimit: 'strict',
            tickInterval: midnights,
            height: 40,
            valueFormatter: (date: Date, context) =>
              context.location === 'tick' ? tickLabel(date) : tooltipFormat.format(date),
            zoom: { minSpan: 25, maxSpan: 25 },
          },
        ]}
        initialZoom={[{ axisId: 'hours', start: 0, end: 25 }]}
        yAxis={[{ label: 'Demand (MW)', width: 55 }]}
        series={[
          {
            data: demand,
            label: 'Demand',
            showMark: false,
            valueFormatter: (value) => `${value} MW`,
          },
        ]}
        hideLegend
      />
    </Box>
  );
}
