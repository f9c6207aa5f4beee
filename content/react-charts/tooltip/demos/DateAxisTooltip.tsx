import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

// A river gauge read every day of April 2025, in centimeters above the reference level.
const days = Array.from({ length: 30 }, (_, i) => new Date(2025, 3, i + 1));
const level = [
  112, 115, 121, 134, 152, 168, 174, 171, 160, 149, 141, 137, 139, 148, 163, 181, 196, 204, 198, 185,
  170, 158, 149, 143, 138, 134, 131, 129, 127, 126,
];

export default function DateAxisTooltip() {
  return (
    <Box sx={{ width: '100%', height: 300, display: 'flex' }}>
      <LineChart
        title="River level in April"
        desc="Daily gauge reading in centimeters over April 2025. Two floods peak at 174 centimeters on April 7 and 204 centimeters on April 18."
        xAxis={[
          {
            scaleType: 'time',
            data: days,
            // Short dates on the ticks, the full date with its weekday in the tooltip.
            valueFormatter: (date: Date, context) =>
              context.location === 'tooltip'
                ? date.toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })
                : date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short' }),
          },
        ]}
        yAxis={[{ label: 'Level (cm)' }]}
        series={[{ data: level, label: 'Gauge', showMark: false, valueFormatter: (v) => `${v} cm`, area: true }]}
        hideLegend
      />
    </Box>
  );
}
