import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// Water stored in three reservoirs of one valley, as a share of capacity.
const reservoirs = [
  { label: 'Upper Lake', data: [78, 81, 86, 91, 94, 90, 82, 73, 66, 64, 69, 75] },
  { label: 'Mill Pond', data: [62, 66, 71, 77, 80, 74, 63, 55, 49, 48, 54, 59] },
  { label: 'Stone Dam', data: [85, 86, 88, 92, 95, 93, 89, 84, 79, 77, 80, 83] },
];

const percent = (value: number | null) => (value === null ? '' : `${value}%`);

export default function ReservoirLevels() {
  return (
    <Box sx={{ width: '100%', height: 320, display: 'flex' }}>
      <LineChart
        title="Reservoir levels by month"
        desc="Share of capacity filled in three reservoirs, January to December. All three peak in May and are lowest in October."
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[{ valueFormatter: percent, width: 50 }]}
        series={reservoirs.map((r) => ({ ...r, valueFormatter: percent }))}
      />
    </Box>
  );
}
