import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// Closing price of a share (USD) on the trading days of two weeks: weekends are missing.
const days = [
  '2025-03-03', '2025-03-04', '2025-03-05', '2025-03-06', '2025-03-07',
  '2025-03-10', '2025-03-11', '2025-03-12', '2025-03-13', '2025-03-14',
].map((day) => new Date(`${day}T00:00:00Z`));
const closes = [41.2, 41.9, 40.7, 42.4, 43.1, 42.8, 44.6, 45.3, 44.9, 46.2];

const formatDay = (day: Date) =>
  day.toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });

export default function SparklineXAxisData() {
  return (
    <Stack sx={{ width: '100%', height: 120 }}>
      <Typography variant="body2">Closing price, last 10 trading days (USD)</Typography>
      <SparkLineChart
        title="Closing price of a share over ten trading days"
        desc="The price rises from 41.20 to 46.20 dollars between March 3 and March 14."
        data={closes}
        xAxis={{ data: days, valueFormatter: formatDay }}
        valueFormatter={(value) => (value === null ? '' : `$${value.toFixed(2)}`)}
        height={80}
        showTooltip
        showHighlight
      />
    </Stack>
  );
}
