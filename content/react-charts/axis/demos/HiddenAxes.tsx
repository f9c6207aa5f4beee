import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';

// Daily step count over two weeks.
const days = Array.from({ length: 14 }, (_, i) => new Date(2025, 3, 1 + i));
const steps = [
  8120, 10450, 7340, 12010, 9880, 15230, 4310, 8890, 11200, 9560, 10980, 7720, 16840, 5120,
];

export default function HiddenAxes() {
  const [showAxes, setShowAxes] = React.useState(false);

  return (
    <Stack sx={{ height: 260 }}>
      <FormControlLabel
        control={<Switch checked={showAxes} onChange={(e) => setShowAxes(e.target.checked)} />}
        label="Show axes"
      />
      <LineChart
        title="Daily steps over two weeks"
        desc="Steps per day from 1 to 14 April, between 4,310 and 16,840, highest on the two Sundays."
        xAxis={[{ scaleType: 'point', data: days, position: showAxes ? 'bottom' : 'none' }]}
        yAxis={[{ position: showAxes ? 'left' : 'none' }]}
        series={[
          {
            data: steps,
            label: 'Steps',
            area: true,
            valueFormatter: (v) => `${v?.toLocaleString('en-US')} steps`,
          },
        ]}
        hideLegend
      />
    </Stack>
  );
}
