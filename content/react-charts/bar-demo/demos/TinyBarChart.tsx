import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// Cups served per day by a campus coffee cart over the last two weeks.
const cupsPerDay = [96, 104, 88, 112, 131, 47, 22, 101, 99, 93, 118, 140, 52, 25];
const total = cupsPerDay.reduce((sum, cups) => sum + cups, 0);

export default function TinyBarChart() {
  return (
    <Box sx={{ width: '100%', height: 140, display: 'flex', justifyContent: 'center' }}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 320, p: 2 }}>
        <Typography variant="body2" color="text.secondary">
          Coffee cart, last 14 days
        </Typography>
        <Typography variant="h6" component="p">
          {total.toLocaleString('en-US')} cups
        </Typography>
        <SparkLineChart
          title="Cups of coffee served per day over the last 14 days"
          desc="Weekdays bring 88 to 140 cups a day, and each weekend drops to between 22 and 52."
          plotType="bar"
          data={cupsPerDay}
          height={50}
          showTooltip
          valueFormatter={(value) => `${value} cups`}
          // A function of the color mode keeps the bars readable on both backgrounds.
          color={(mode) => (mode === 'light' ? '#6d4c41' : '#bcaaa4')}
        />
      </Paper>
    </Box>
  );
}
