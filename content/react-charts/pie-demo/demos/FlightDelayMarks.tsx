import * as React from 'react';
import Box from '@mui/material/Box';
import { PieChart } from '@mui/x-charts/PieChart';
import type { ChartsLabelCustomMarkProps } from '@mui/x-charts/ChartsLabel';

// A triangle drawn in the color of the slice, for the legend and the tooltip.
function TriangleMark({ className, color }: ChartsLabelCustomMarkProps) {
  return (
    <svg viewBox="0 0 24 24" className={className}>
      <polygon points="12,2 23,22 1,22" fill={color} />
    </svg>
  );
}

// Departures of a regional airport in one week, by punctuality.
const departures = [
  { id: 'on-time', label: 'On time', value: 1184, labelMarkType: 'circle' as const },
  { id: 'minor', label: 'Late, under 15 min', value: 236, labelMarkType: 'square' as const },
  { id: 'major', label: 'Late, 15 min or more', value: 97, labelMarkType: 'line' as const },
  { id: 'cancelled', label: 'Cancelled', value: 21, labelMarkType: TriangleMark },
];

export default function FlightDelayMarks() {
  return (
    <Box sx={{ width: '100%', height: 280, display: 'flex' }}>
      <PieChart
        title="Airport departures by punctuality"
        desc="Donut chart of 1,538 departures in one week: 1,184 on time, 236 late by under 15 minutes, 97 late by 15 minutes or more, and 21 cancelled."
        colors={['#2e7d32', '#f9a825', '#ef6c00', '#c62828']}
        series={[
          {
            data: departures,
            innerRadius: '45%',
            valueFormatter: (item) => `${item.value.toLocaleString('en-US')} flights`,
          },
        ]}
      />
    </Box>
  );
}
