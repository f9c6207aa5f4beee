import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart, barElementClasses } from '@mui/x-charts/BarChart';

const hours = ['8h', '10h', '12h', '14h', '16h', '18h'];

// Electricity from a village's solar field and its batteries, in kWh per two-hour slot.
const solar = [42, 118, 167, 154, 96, 21];
const battery = [38, 12, 0, 4, 27, 74];

// Ids keep the gradient and pattern ids unique if the chart appears twice on a page.
export default function GradientBars() {
  const id = React.useId().replace(/:/g, '');
  return (
    <Box sx={{ width: '100%', height: 320, display: 'flex' }}>
      <BarChart
        title="Village electricity from solar and battery, per two-hour slot"
        desc="Solar supplies most of the energy from 10h to 16h, peaking at 167 kWh at noon, and the battery takes over in the evening with 74 kWh at 18h."
        xAxis={[{ scaleType: 'band', data: hours }]}
        yAxis={[{ label: 'kWh', width: 55 }]}
        series={[
          { id: 'solar', data: solar, label: 'Solar', stack: 'supply', color: '#ffb300' },
          { id: 'battery', data: battery, label: 'Battery', stack: 'supply', color: '#43a047' },
        ]}
        sx={{
          // The series color still feeds the legend and tooltip marks; CSS paints the bars.
          [`& .${barElementClasses.root}.MuiBarElement-series-solar`]: { fill: `url(#${id}-sun)` },
          [`& .${barElementClasses.root}.MuiBarElement-series-battery`]: { fill: `url(#${id}-stripes)` },
        }}
      >
        <defs>
          <linearGradient id={`${id}-sun`} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor="#ffe082" />
            <stop offset="100%" stopColor="#ff6f00" />
          </linearGradient>
          <pattern id={`${id}-stripes`} width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
            <rect width="8" height="8" fill="#43a047" />
            <rect width="3" height="8" fill="#a5d6a7" />
          </pattern>
        </defs>
      </BarChart>
    </Box>
  );
}
