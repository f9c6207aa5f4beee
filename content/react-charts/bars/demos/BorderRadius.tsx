import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const teams = ['Falcons', 'Otters', 'Lynx', 'Herons', 'Badgers'];

// Kilometres run by each relay team member on a charity day.
const legs = [
  { label: 'First runner', data: [12, 9, 14, 10, 8] },
  { label: 'Second runner', data: [10, 13, 8, 11, 12] },
  { label: 'Third runner', data: [9, 11, 10, 7, 13] },
];

export default function BorderRadius() {
  const [radius, setRadius] = React.useState(10);

  return (
    <Box sx={{ width: '100%', height: 360, display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ px: 2, maxWidth: 320 }}>
        <Typography variant="body2" id="border-radius-label">
          borderRadius: {radius}px
        </Typography>
        <Slider
          size="small"
          value={radius}
          onChange={(_, value) => setRadius(value as number)}
          min={0}
          max={20}
          aria-labelledby="border-radius-label"
        />
      </Box>
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex' }}>
        <BarChart
          title="Kilometres run per relay team on a charity day"
          desc="Each team of three ran between 28 and 33 km in total; the Otters and the Badgers lead with 33 km each."
          layout="horizontal"
          yAxis={[{ scaleType: 'band', data: teams, width: 70 }]}
          xAxis={[{ label: 'Distance (km)' }]}
          series={legs.map((leg) => ({
            ...leg,
            stack: 'relay',
            valueFormatter: (value: number | null) => (value === null ? '' : `${value} km`),
          }))}
          borderRadius={radius}
        />
      </Box>
    </Box>
  );
}
