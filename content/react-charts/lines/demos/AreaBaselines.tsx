import * as React from 'react';
import Stack from '@mui/material/Stack';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct'];

// Fill level of a drinking-water reservoir at the start of each month, in % of capacity.
const fillLevel = [88, 84, 76, 63, 52, 47, 58];

type Baseline = 'zero' | 'min' | 'max' | 'alert';
const baselines: Record<Baseline, number | 'min' | 'max'> = { zero: 0, min: 'min', max: 'max', alert: 60 };

export default function AreaBaselines() {
  const [choice, setChoice] = React.useState<Baseline>('alert');

  return (
    <Stack spacing={1} sx={{ width: '100%', height: 360 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={choice}
        onChange={(_, next: Baseline | null) => next && setChoice(next)}
        aria-label="Area baseline"
      >
        <ToggleButton value="zero" sx={{ textTransform: 'none' }}>0 (default)</ToggleButton>
        <ToggleButton value="min" sx={{ textTransform: 'none' }}>{"'min'"}</ToggleButton>
        <ToggleButton value="max" sx={{ textTransform: 'none' }}>{"'max'"}</ToggleButton>
        <ToggleButton value="alert" sx={{ textTransform: 'none' }}>60</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex' }}>
        <LineChart
          title="Reservoir fill level, April to October"
          desc="Fill level in percent of capacity at the start of each month: 88% in April, down to 47% in September, 58% in October. The area is drawn from the chosen baseline."
          grid={{ horizontal: true }}
          xAxis={[{ data: months, scaleType: 'point' }]}
          yAxis={[{ min: 40, max: 100, valueFormatter: (value: number) => `${value}%` }]}
          series={[
            {
              data: fillLevel,
              label: 'Fill level',
              area: true,
              baseline: baselines[choice],
              color: '#0288d1',
              valueFormatter: (value) => (value === null ? '' : `${value}% of capacity`),
            },
          ]}
          hideLegend
        />
      </Box>
    </Stack>
  );
}
