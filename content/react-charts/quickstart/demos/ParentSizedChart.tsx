import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

const hours = ['06:00', '08:00', '10:00', '12:00', '14:00', '16:00', '18:00', '20:00', '22:00'];

// Average number of riders on board, sampled every two hours.
const weekday = [180, 940, 420, 510, 470, 690, 1020, 380, 150];
const weekend = [60, 210, 480, 640, 700, 620, 540, 410, 230];

export default function ParentSizedChart() {
  return (
    <Box sx={{ width: '100%', height: 280, display: 'flex' }}>
      <LineChart
        title="Average riders on board by time of day"
        desc="Weekdays show two rush-hour peaks, 940 riders at 08:00 and 1,020 at 18:00, while weekends rise gently to 700 riders at 14:00."
        xAxis={[{ scaleType: 'point', data: hours }]}
        series={[
          { data: weekday, label: 'Weekdays', area: true },
          { data: weekend, label: 'Weekends' },
        ]}
      />
    </Box>
  );
}
