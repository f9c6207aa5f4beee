import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const kilometres = [5, 10, 15, 20, 25, 30, 35, 40, 42.2];

// Pace of a marathon runner at each 5 km split, in minutes per kilometre.
const pace = [4.85, 4.8, 4.78, 4.82, 4.9, 5.05, 5.32, 5.61, 5.4];

const toMinutesSeconds = (value: number) => {
  const minutes = Math.floor(value);
  const seconds = Math.round((value - minutes) * 60);
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
};
const formatPace = (value: number | null) => (value === null ? '' : `${toMinutesSeconds(value)} min/km`);

export default function ChartSize() {
  const [widthPercent, setWidthPercent] = React.useState(100);

  return (
    <Box sx={{ width: '100%', height: 300, display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ px: 2, maxWidth: 300 }}>
        <Typography variant="body2" id="chart-width-label">
          Parent width: {widthPercent}%
        </Typography>
        <Slider
          size="small"
          value={widthPercent}
          onChange={(_, value) => setWidthPercent(value as number)}
          min={40}
          max={100}
          step={5}
          aria-labelledby="chart-width-label"
        />
      </Box>
      {/* The chart has no width or height: it measures this box and follows it. */}
      <Box sx={{ width: `${widthPercent}%`, flex: 1, minHeight: 0, display: 'flex', outline: '1px dashed', outlineColor: 'divider' }}>
        <LineChart
          title="Marathon pace at each 5 km split, in minutes per kilometre"
          desc="The runner holds about 4:50 per km for the first 25 km, then slows to 5:37 per km by the 40 km mark."
          xAxis={[{ data: kilometres, label: 'Distance (km)' }]}
          yAxis={[{ valueFormatter: toMinutesSeconds, label: 'Pace (min/km)', width: 70 }]}
          series={[{ data: pace, label: 'Pace', valueFormatter: formatPace }]}
          hideLegend
        />
      </Box>
    </Box>
  );
}
