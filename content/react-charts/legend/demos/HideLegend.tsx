import * as React from 'react';
import Stack from '@mui/material/Stack';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';

const segments = ['0-5', '5-10', '10-15', '15-20', '20-25', '25-30', '30-35', '35-40'];

// Average pace of two runners over each 5 km segment of a marathon, in minutes per km.
const runnerA = [3.64, 3.74, 3.7, 3.74, 3.78, 3.88, 4.02, 4.1];
const runnerB = [3.8, 3.82, 3.78, 3.76, 3.74, 3.82, 3.9, 3.82];
// A steady 3:40 per km target pace, drawn without a label: it stays out of the legend.
const target = segments.map(() => 3 + 40 / 60);

// 3.74 minutes -> "3:44".
const clock = (minutes: number) => {
  const seconds = Math.round(minutes * 60);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};
const minutesPerKm = (value: number | null) => (value === null ? '' : `${clock(value)} /km`);

export default function HideLegend() {
  const [showLegend, setShowLegend] = React.useState(true);

  return (
    <Stack sx={{ height: 360 }}>
      <FormControlLabel
        control={<Switch checked={showLegend} onChange={(e) => setShowLegend(e.target.checked)} />}
        label="Show legend"
      />
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex' }}>
        <LineChart
          title="Marathon pace per 5 km segment"
          desc="Average pace of two runners over each 5 kilometer segment, against a steady 3:40 per kilometer target. Runner A starts faster and slows to 4:06 per kilometer; runner B holds about 3:50 and is faster from the 20 kilometer mark on."
          hideLegend={!showLegend}
          xAxis={[{ scaleType: 'point', data: segments, label: 'Segment (km)' }]}
          yAxis={[{ label: 'Pace (min/km)', valueFormatter: clock }]}
          series={[
            { data: runnerA, label: 'Runner A', valueFormatter: minutesPerKm },
            { data: runnerB, label: 'Runner B', valueFormatter: minutesPerKm },
            { data: target, color: '#9e9e9e', showMark: false, valueFormatter: minutesPerKm },
          ]}
        />
      </Box>
    </Stack>
  );
}
