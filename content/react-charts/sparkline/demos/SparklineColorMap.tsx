import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// Monthly profit or loss of a small bakery over a year (thousand USD).
const profit = [2.4, 1.1, -0.8, 0.6, 1.9, 3.2, 2.7, -1.5, -0.4, 1.3, 2.9, 4.6];

const aboveAndBelowZero = {
  type: 'piecewise' as const,
  thresholds: [0],
  colors: ['#e53935', '#43a047'],
};

export default function SparklineColorMap() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ width: '100%', height: 200 }}>
      <Stack sx={{ flex: 1 }}>
        <Typography variant="body2">Monthly profit, bars (thousand USD)</Typography>
        <SparkLineChart
          title="Monthly profit of a bakery, as bars"
          desc="Twelve months: nine profitable months in green and three losses in red, in March, August and September."
          plotType="bar"
          data={profit}
          yAxis={{ colorMap: aboveAndBelowZero }}
          height={70}
          showTooltip
          showHighlight
          valueFormatter={(v) => (v === null ? '' : `$${v.toFixed(1)}k`)}
        />
      </Stack>
      <Stack sx={{ flex: 1 }}>
        <Typography variant="body2">Monthly profit, line (thousand USD)</Typography>
        <SparkLineChart
          title="Monthly profit of a bakery, as a line"
          desc="The line is green above zero and red below, where the bakery lost money."
          data={profit}
          yAxis={{ colorMap: aboveAndBelowZero }}
          area
          height={70}
        />
      </Stack>
    </Stack>
  );
}
