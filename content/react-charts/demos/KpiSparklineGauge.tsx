import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { Gauge } from '@mui/x-charts/Gauge';

// New sign-ups per day over the last two weeks.
const signups = [42, 38, 51, 47, 63, 29, 24, 55, 58, 61, 70, 66, 31, 35];
const monthlyGoalPercent = 72;

export default function KpiSparklineGauge() {
  return (
    <Box sx={{ width: '100%', height: 180, display: 'flex', gap: 2 }}>
      <Paper variant="outlined" sx={{ flex: 1, minWidth: 0, p: 2 }}>
        <Typography variant="body2" color="text.secondary">
          Sign-ups, last 14 days
        </Typography>
        <Typography variant="h6">{signups.reduce((sum, value) => sum + value, 0)} total</Typography>
        <SparkLineChart
          data={signups}
          height={70}
          area
          showTooltip
          showHighlight
          title="New sign-ups per day over the last 14 days"
          desc="Daily sign-ups range from 24 to 70, with a two-day dip in each week and the peak of 70 in the second week."
        />
      </Paper>
      <Paper variant="outlined" sx={{ width: 150, p: 1, display: 'flex', flexDirection: 'column' }}>
        <Typography variant="body2" color="text.secondary" sx={{ px: 1, pt: 1 }}>
          Monthly goal
        </Typography>
        <Gauge
          value={monthlyGoalPercent}
          height={120}
          startAngle={-110}
          endAngle={110}
          text={({ value }) => `${value}%`}
          title="Progress toward the monthly sign-up goal"
          desc="72% of the monthly goal is reached."
        />
      </Paper>
    </Box>
  );
}
