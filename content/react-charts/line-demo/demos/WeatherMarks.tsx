import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart, type MarkElementProps } from '@mui/x-charts/LineChart';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

// A week of weather at a campsite: daily maximum temperature (°C) and whether it rained.
const maxTemperature = [19, 22, 17, 15, 18, 24, 26];
const rained = [false, false, true, true, false, false, false];

// A custom mark: a sun for a dry day, a blue drop for a rainy day, with the value above it.
function WeatherMark({ x, y, dataIndex, color, onClick }: MarkElementProps) {
  const cx = Number(x);
  const cy = Number(y);
  const wet = rained[dataIndex];
  return (
    <g onClick={onClick} style={{ cursor: onClick ? 'pointer' : undefined }}>
      {wet ? (
        <path
          d={`M ${cx} ${cy - 9} C ${cx + 7} ${cy - 1} ${cx + 7} ${cy + 7} ${cx} ${cy + 7} C ${cx - 7} ${cy + 7} ${cx - 7} ${cy - 1} ${cx} ${cy - 9} Z`}
          fill="#1e88e5"
        />
      ) : (
        <circle cx={cx} cy={cy} r={7} fill="#fbc02d" stroke={color} strokeWidth={2} />
      )}
      <text x={cx} y={cy - 14} textAnchor="middle" fontSize={12} fill="currentColor">
        {maxTemperature[dataIndex]}°
      </text>
    </g>
  );
}

export default function WeatherMarks() {
  return (
    <Box sx={{ width: '100%', height: 320, display: 'flex', color: 'text.primary' }}>
      <LineChart
        title="A week of campsite weather"
        desc="Daily maximum temperature from Monday to Sunday: 19, 22, 17, 15, 18, 24 and 26 °C. Wednesday and Thursday were rainy, shown with a drop instead of a sun."
        xAxis={[{ data: days, scaleType: 'point' }]}
        yAxis={[{ label: 'Max temperature (°C)', min: 10, max: 30 }]}
        series={[
          {
            data: maxTemperature,
            label: 'Max temperature',
            color: '#ef6c00',
            valueFormatter: (value, { dataIndex }) =>
              value === null ? '' : `${value} °C, ${rained[dataIndex] ? 'rain' : 'dry'}`,
          },
        ]}
        slots={{ mark: WeatherMark }}
        hideLegend
      />
    </Box>
  );
}
