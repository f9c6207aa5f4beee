import * as React from 'react';
import Box from '@mui/material/Box';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import type { ScatterValueType } from '@mui/x-charts/models';

// Afternoon temperature (°C) and ice-cream cones sold, one point per day in July.
const beach: ScatterValueType[] = [
  { x: 21, y: 148 }, { x: 23, y: 171 }, { x: 24, y: 196 }, { x: 25, y: 188 },
  { x: 26, y: 231 }, { x: 27, y: 244 }, { x: 28, y: 262 }, { x: 28, y: 281 },
  { x: 29, y: 297 }, { x: 30, y: 318 }, { x: 31, y: 306 }, { x: 32, y: 349 },
  { x: 33, y: 362 }, { x: 34, y: 371 }, { x: 35, y: 402 },
];
const park: ScatterValueType[] = [
  { x: 20, y: 64 }, { x: 22, y: 81 }, { x: 23, y: 77 }, { x: 24, y: 96 },
  { x: 25, y: 104 }, { x: 26, y: 99 }, { x: 27, y: 121 }, { x: 29, y: 138 },
  { x: 30, y: 132 }, { x: 31, y: 157 }, { x: 32, y: 149 }, { x: 33, y: 170 },
  { x: 34, y: 166 }, { x: 36, y: 181 },
];

const formatDay = (point: ScatterValueType | null) =>
  point === null ? '' : `${point.x} °C, ${point.y} cones`;

export default function BasicScatter() {
  return (
    <Box sx={{ width: '100%', height: 340, display: 'flex' }}>
      <ScatterChart
        title="Ice-cream cones sold against afternoon temperature"
        desc="Daily sales of two kiosks in July: both sell more on hotter days, the beach kiosk about twice as many as the park kiosk."
        series={[
          { data: beach, label: 'Beach kiosk', valueFormatter: formatDay },
          { data: park, label: 'Park kiosk', valueFormatter: formatDay },
        ]}
        xAxis={[{ label: 'Afternoon temperature (°C)', min: 18, max: 38 }]}
        yAxis={[{ label: 'Cones sold', width: 60 }]}
      />
    </Box>
  );
}
