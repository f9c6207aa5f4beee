import * as React from 'react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { getValueToPositionMapper, useXScale, useYScale } from '@mui/x-charts/hooks';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct'];

// Visitors to a city museum, in thousands per month.
const visitors = [21, 19, 24, 26, 43, 48, 52, 55, 39, 31];

function Callout({ month, text }: { month: string; text: string }) {
  const theme = useTheme();
  // theme.vars holds CSS variables that follow the light or dark color scheme.
  const ink = (theme.vars || theme).palette.text.primary;
  const xScale = useXScale<'band'>();
  const yScale = useYScale<'linear'>();
  // For a band scale, the mapper returns the middle of the band instead of its start.
  const x = getValueToPositionMapper(xScale)(month);
  const value = visitors[months.indexOf(month)] ?? 0;
  const barTop = yScale(value);

  return (
    <g>
      <line x1={x} x2={x} y1={barTop - 4} y2={barTop - 28} style={{ stroke: ink }} />
      <circle cx={x} cy={barTop - 4} r={3} style={{ fill: ink }} />
      <text x={x} y={barTop - 34} textAnchor="middle" fontSize={12} style={{ fill: ink }}>
        {text}
      </text>
    </g>
  );
}

export default function ExhibitionCallout() {
  return (
    <Box sx={{ width: '100%', height: 300, display: 'flex' }}>
      <BarChart
        title="Monthly visitors to a city museum"
        desc="Visitors double from 26 thousand in April to 43 thousand in May, when a new exhibition opens, and peak at 55 thousand in August."
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[{ label: 'Visitors (thousands)', max: 70 }]}
        series={[{ data: visitors, label: 'Visitors', color: '#8e24aa', valueFormatter: (v) => `${v}k` }]}
        hideLegend
      >
        <Callout month="May" text="Exhibition opens" />
      </BarChart>
    </Box>
  );
}
