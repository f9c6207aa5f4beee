import * as React from 'react';
import Stack from '@mui/material/Stack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { LineChart } from '@mui/x-charts/LineChart';

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

// Coffees sold per day by a campus café: each week is drawn from a seeded sequence.
function weekOfSales(week: number) {
  return weekdays.map((_, day) => {
    const noise = Math.sin(week * 12.9898 + day * 78.233) * 43758.5453;
    const base = day < 5 ? 260 : 120;
    return Math.round(base + 80 * (noise - Math.floor(noise)));
  });
}

export default function AnimatedLines() {
  const [week, setWeek] = React.useState(1);
  const [skipAnimation, setSkipAnimation] = React.useState(false);

  return (
    <Stack spacing={1} sx={{ width: '100%', height: 360 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="outlined" size="small" onClick={() => setWeek((previous) => previous + 1)}>
          Next week
        </Button>
        <FormControlLabel
          control={
            <Switch checked={skipAnimation} onChange={(event) => setSkipAnimation(event.target.checked)} />
          }
          label="skipAnimation"
        />
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex' }}>
        <LineChart
          title={`Coffees sold in week ${week}`}
          desc={`Coffees sold each day of week ${week} by the campus café, about 260 to 340 on weekdays and 120 to 200 at the weekend.`}
          skipAnimation={skipAnimation}
          xAxis={[{ data: weekdays, scaleType: 'point' }]}
          yAxis={[{ label: 'Coffees sold', min: 0, max: 400 }]}
          series={[
            {
              data: weekOfSales(week),
              label: `Week ${week}`,
              area: true,
              valueFormatter: (value) => (value === null ? '' : `${value} coffees`),
            },
          ]}
        />
      </Box>
    </Stack>
  );
}
