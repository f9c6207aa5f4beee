import * as React from 'react';
import Stack from '@mui/material/Stack';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { BarChart } from '@mui/x-charts/BarChart';

// Rainfall in a coastal town for each month of autumn and winter, in millimetres.
const months = ['Sep', 'Oct', 'Nov', 'Dec', 'Jan', 'Feb'];
const rainfallMm = [68, 112, 139, 124, 97, 81];

export default function AxisRendering() {
  const [disableLine, setDisableLine] = React.useState(true);
  const [disableTicks, setDisableTicks] = React.useState(true);

  return (
    <Stack sx={{ height: 340 }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
        <FormControlLabel
          control={<Switch checked={disableLine} onChange={(e) => setDisableLine(e.target.checked)} />}
          label="disableLine"
        />
        <FormControlLabel
          control={<Switch checked={disableTicks} onChange={(e) => setDisableTicks(e.target.checked)} />}
          label="disableTicks"
        />
      </Stack>
      <BarChart
        title="Monthly rainfall from September to February"
        desc="Rainfall in millimetres, peaking at 139 mm in November."
        xAxis={[{ scaleType: 'band', data: months, disableLine, disableTicks }]}
        yAxis={[{ disableLine, disableTicks, label: 'Rainfall (mm)' }]}
        series={[{ data: rainfallMm, label: 'Rainfall', valueFormatter: (v) => `${v} mm` }]}
        grid={{ horizontal: true }}
        borderRadius={4}
        hideLegend
      />
    </Stack>
  );
}
