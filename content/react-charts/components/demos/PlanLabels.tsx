import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import { useLineSeries, useXAxis, useXScale, useYScale } from '@mui/x-charts/hooks';

const quarters = ['Q1 23', 'Q2 23', 'Q3 23', 'Q4 23', 'Q1 24', 'Q2 24', 'Q3 24', 'Q4 24'];

// Paying subscribers of a music app by plan, in thousands at the end of each quarter.
const plans = [
  { id: 'family', label: 'Family', data: [42, 47, 55, 61, 70, 78, 85, 96], color: '#00897b' },
  { id: 'solo', label: 'Solo', data: [88, 86, 84, 85, 83, 80, 79, 77], color: '#5e35b1' },
  { id: 'student', label: 'Student', data: [30, 36, 29, 41, 45, 52, 44, 58], color: '#f4511e' },
];

function LineEndLabels() {
  // Every line series, with its data, label and color as the chart resolved them.
  const series = useLineSeries();
  const xAxis = useXAxis();
  const xScale = useXScale();
  const yScale = useYScale();
  const lastX = xAxis.data?.[xAxis.data.length - 1];

  return (
    <g>
      {series.map((item) => {
        const lastValue = item.data[item.data.length - 1];
        if (lastValue == null || lastX === undefined) {
          return null;
        }
        const x = (xScale(lastX) ?? 0) + 8;
        const y = yScale(lastValue) ?? 0;
        const name = typeof item.label === 'function' ? item.label('legend') : item.label;
        return (
          <text key={item.id} x={x} y={y} dominantBaseline="middle" fontSize={12} fill={item.color}>
            {`${name} ${lastValue}k`}
          </text>
        );
      })}
    </g>
  );
}

export default function PlanLabels() {
  return (
    <Box sx={{ width: '100%', height: 300, display: 'flex' }}>
      <LineChart
        title="Paying subscribers of a music app by plan"
        desc="Family subscriptions more than double, from 42 to 96 thousand over two years, Solo ones slip from 88 to 77 thousand, and Student ones grow unevenly from 30 to 58 thousand."
        xAxis={[{ scaleType: 'point', data: quarters }]}
        yAxis={[{ label: 'Subscribers (thousands)', min: 0 }]}
        series={plans.map((plan) => ({ ...plan, valueFormatter: (v) => `${v}k` }))}
        margin={{ right: 90 }}
        hideLegend
      >
        <LineEndLabels />
      </LineChart>
    </Box>
  );
}
