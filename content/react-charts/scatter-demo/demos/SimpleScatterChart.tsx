import * as React from 'react';
import Box from '@mui/material/Box';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Electric cars on sale: usable battery capacity (kWh) and rated range (km).
const compact = [
  { x: 38, y: 285 }, { x: 42, y: 312 }, { x: 45, y: 340 }, { x: 50, y: 372 },
  { x: 52, y: 390 }, { x: 58, y: 421 },
];
const sedan = [
  { x: 60, y: 470 }, { x: 64, y: 505 }, { x: 72, y: 560 }, { x: 77, y: 602 },
  { x: 82, y: 629 }, { x: 95, y: 690 },
];
const suv = [
  { x: 64, y: 398 }, { x: 71, y: 430 }, { x: 77, y: 472 }, { x: 84, y: 505 },
  { x: 95, y: 540 }, { x: 108, y: 580 },
];

const format = (v: { x: number; y: number } | null) =>
  v === null ? '' : `${v.x} kWh, ${v.y} km`;

export default function SimpleScatterChart() {
  return (
    <Box sx={{ width: '100%', height: 360, display: 'flex' }}>
      <ScatterChart
        title="Rated range of electric cars against battery capacity"
        desc="Eighteen models in three body styles: range grows with battery size; sedans go furthest per kilowatt-hour and SUVs least far."
        series={[
          { label: 'Compact', data: compact, valueFormatter: format },
          { label: 'Sedan', data: sedan, valueFormatter: format },
          { label: 'SUV', data: suv, valueFormatter: format },
        ]}
        xAxis={[{ label: 'Usable battery (kWh)', min: 30, max: 115 }]}
        yAxis={[{ label: 'Rated range (km)', width: 60 }]}
        grid={{ horizontal: true }}
      />
    </Box>
  );
}
