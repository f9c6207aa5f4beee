import * as React from 'react';
import Stack from '@mui/material/Stack';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';
import { ContinuousColorLegend, PiecewiseColorLegend } from '@mui/x-charts/ChartsLegend';

type LabelPosition = 'start' | 'end' | 'extremes';
type Kind = 'continuous' | 'piecewise';

const hours = Array.from({ length: 24 }, (_, h) => h);

// Noise level next to a railway line over one day, in decibels.
const noise = [41, 38, 37, 36, 39, 52, 63, 71, 74, 68, 64, 62, 63, 61, 62, 66, 70, 75, 72, 66, 60, 55, 49, 44];

const thresholds = [45, 55, 65, 75];
const bandColors = ['#2e7d32', '#9e9d24', '#f9a825', '#ef6c00', '#c62828'];

export default function ColorLegendLabels() {
  const [kind, setKind] = React.useState<Kind>('piecewise');
  const [labelPosition, setLabelPosition] = React.useState<LabelPosition>('extremes');

  return (
    <Stack spacing={1} sx={{ height: 380 }}>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <ToggleButtonGroup size="small" exclusive value={kind} onChange={(_, v: Kind | null) => v && setKind(v)} aria-label="Legend type">
          <ToggleButton value="continuous">Continuous</ToggleButton>
          <ToggleButton value="piecewise">Piecewise</ToggleButton>
        </ToggleButtonGroup>
        <ToggleButtonGroup size="small" exclusive value={labelPosition} onChange={(_, v: LabelPosition | null) => v && setLabelPosition(v)} aria-label="Label position">
          <ToggleButton value="start">start</ToggleButton>
          <ToggleButton value="end">end</ToggleButton>
          <ToggleButton value="extremes">extremes</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex' }}>
        <LineChart
          title="Railway noise over a day"
          desc="Hourly sound level next to a railway line, from 36 decibels at night to 75 decibels in the evening rush hour."
          xAxis={[{ data: hours, min: 0, max: 23, valueFormatter: (h: number) => `${h}:00` }]}
          yAxis={[
            {
              label: 'Sound level (dB)',
              valueFormatter: (v: number) => `${v} dB`,
              colorMap:
                kind === 'continuous'
                  ? { type: 'continuous', min: 35, max: 80, color: ['#43a047', '#d32f2f'] }
                  : { type: 'piecewise', thresholds, colors: bandColors },
            },
          ]}
          series={[{ data: noise, label: 'Noise', area: true, showMark: false }]}
          slots={{ legend: kind === 'continuous' ? ContinuousColorLegend : PiecewiseColorLegend }}
          slotProps={{ legend: { axisDirection: 'y', labelPosition, sx: { width: 'min(320px, calc(100% - 16px))' } } }}
        />
      </Box>
    </Stack>
  );
}
