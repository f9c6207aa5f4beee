import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// Orders per hour in two warehouses during one shift.
const north = [42, 55, 61, 58, 73, 80, 76, 69];
const south = [38, 36, 44, 51, 49, 57, 63, 71];

export default function SparklineColor() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ width: '100%', height: 200 }}>
      <Stack sx={{ flex: 1 }}>
        <Typography variant="body2">North warehouse, orders per hour</Typography>
        <SparkLineChart
          title="Orders per hour in the north warehouse"
          desc="Eight hours, from 42 to 80 orders an hour."
          data={north}
          color="#00897b"
          area
          height={70}
        />
      </Stack>
      <Stack sx={{ flex: 1 }}>
        <Typography variant="body2">South warehouse, orders per hour</Typography>
        <SparkLineChart
          title="Orders per hour in the south warehouse"
          desc="Eight hours, from 36 to 71 orders an hour."
          plotType="bar"
          data={south}
          // A function receives the color mode, so each mode gets its own shade.
          color={(mode) => (mode === 'light' ? '#5e35b1' : '#b39ddb')}
          height={70}
        />
      </Stack>
    </Stack>
  );
}
