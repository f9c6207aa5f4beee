import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// Steps walked per day over the last two weeks.
const steps = [6210, 8430, 7120, 10450, 5380, 12960, 9870, 4420, 7760, 8910, 11230, 6540, 13480, 9020];
const formatSteps = (value: number | null) =>
  value === null ? '' : `${value.toLocaleString('en-US')} steps`;

export default function SparklineTooltip() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ width: '100%', height: 200 }}>
      <Stack sx={{ flex: 1 }}>
        <Typography variant="body2">Steps per day, line</Typography>
        <SparkLineChart
          title="Steps walked per day over two weeks, as a line"
          desc="From 4,420 to 13,480 steps a day."
          data={steps}
          height={70}
          showTooltip
          showHighlight
          valueFormatter={formatSteps}
        />
      </Stack>
      <Stack sx={{ flex: 1 }}>
        <Typography variant="body2">Steps per day, bars</Typography>
        <SparkLineChart
          title="Steps walked per day over two weeks, as bars"
          desc="From 4,420 to 13,480 steps a day."
          plotType="bar"
          data={steps}
          height={70}
          showTooltip
          showHighlight
          valueFormatter={formatSteps}
        />
      </Stack>
    </Stack>
  );
}
