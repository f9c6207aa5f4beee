import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Runners of a 10 km race: training volume against finish time.
// x: kilometres run per week, y: finish time in minutes.
const runners = [
  { x: 22, y: 58 }, { x: 35, y: 51 }, { x: 18, y: 63 }, { x: 48, y: 46 },
  { x: 40, y: 49 }, { x: 28, y: 55 }, { x: 55, y: 43 }, { x: 31, y: 54 },
  { x: 62, y: 41 }, { x: 15, y: 67 }, { x: 44, y: 47 }, { x: 26, y: 57 },
  { x: 38, y: 50 }, { x: 52, y: 45 }, { x: 20, y: 61 }, { x: 58, y: 42 },
].map((point, id) => ({ ...point, id }));

export default function GridToggles() {
  const [horizontal, setHorizontal] = React.useState(true);
  const [vertical, setVertical] = React.useState(false);

  return (
    <Stack sx={{ height: 340 }}>
      <Stack direction="row">
        <FormControlLabel
          control={<Switch checked={horizontal} onChange={(e) => setHorizontal(e.target.checked)} />}
          label="horizontal"
        />
        <FormControlLabel
          control={<Switch checked={vertical} onChange={(e) => setVertical(e.target.checked)} />}
          label="vertical"
        />
      </Stack>
      <ScatterChart
        title="Training volume and 10 km finish time"
        desc="Sixteen runners: more weekly kilometres go with faster finish times, from 67 minutes at 15 km a week to 41 minutes at 62 km."
        grid={{ horizontal, vertical }}
        xAxis={[{ label: 'Weekly training (km)' }]}
        yAxis={[{ label: 'Finish time (min)' }]}
        series={[
          {
            data: runners,
            label: 'Runner',
            valueFormatter: (point) => point && `${point.x} km a week, ${point.y} min`,
          },
        ]}
        hideLegend
      />
    </Stack>
  );
}
