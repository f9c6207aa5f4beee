import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// CPU load of a web server, one reading per minute over the last 20 minutes (%).
const cpuLoad = [34, 38, 36, 41, 57, 72, 68, 63, 49, 44, 46, 52, 81, 88, 76, 58, 47, 42, 39, 37];

export default function BasicSparkline() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ width: '100%', height: 200 }}>
      <Stack sx={{ flex: 1 }}>
        <Typography variant="body2">CPU load, line (%)</Typography>
        <SparkLineChart
          title="CPU load over the last 20 minutes, as a line"
          desc="One reading per minute, between 34 and 88 percent, with two peaks."
          data={cpuLoad}
          height={70}
        />
      </Stack>
      <Stack sx={{ flex: 1 }}>
        <Typography variant="body2">CPU load, bars (%)</Typography>
        <SparkLineChart
          title="CPU load over the last 20 minutes, as bars"
          desc="One bar per minute, between 34 and 88 percent, with two peaks."
          plotType="bar"
          data={cpuLoad}
          height={70}
        />
      </Stack>
    </Stack>
  );
}
