import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { BarChart } from '@mui/x-charts/BarChart';

// Weekly downloads of the most popular apps of a small studio.
const apps = [
  'Tide Tables Pro',
  'Birdsong Identifier',
  'Sourdough Timer',
  'Mountain Weather Alerts',
  'Allotment Planner',
  'Night Sky Compass',
];
const downloads = [4120, 3870, 2950, 2410, 1880, 1260];

export default function LongTickLabels() {
  const [rotate, setRotate] = React.useState(true);

  return (
    <Stack sx={{ height: 380 }}>
      <FormControlLabel
        control={<Switch checked={rotate} onChange={(e) => setRotate(e.target.checked)} />}
        label="Rotate labels and make the axis taller"
      />
      <BarChart
        title="Weekly downloads per app"
        desc="Downloads of six apps in one week, from 4,120 for Tide Tables Pro to 1,260 for Night Sky Compass."
        xAxis={[
          {
            scaleType: 'band',
            data: apps,
            height: rotate ? 90 : undefined,
            tickLabelStyle: rotate ? { angle: -35, textAnchor: 'end' } : undefined,
          },
        ]}
        yAxis={[{ label: 'Downloads', width: 65 }]}
        series={[{ data: downloads, label: 'Downloads' }]}
        hideLegend
      />
    </Stack>
  );
}
