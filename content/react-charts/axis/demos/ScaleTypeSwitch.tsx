import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';

// Bacteria counted in a culture every two hours, in colony-forming units per mL.
const hours = [0, 2, 4, 6, 8, 10, 12, 14, 16];
const cfuPerMl = [120, 480, 1900, 7600, 30000, 118000, 460000, 1500000, 2900000];

const formatCount = (value: number) => value.toLocaleString('en-US');

export default function ScaleTypeSwitch() {
  const [scaleType, setScaleType] = React.useState<'linear' | 'log'>('linear');

  return (
    <Stack sx={{ height: 340 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={scaleType}
        onChange={(_, next) => next && setScaleType(next)}
        aria-label="y-axis scale type"
      >
        <ToggleButton value="linear">linear</ToggleButton>
        <ToggleButton value="log">log</ToggleButton>
      </ToggleButtonGroup>
      <LineChart
        title="Bacterial growth in a culture"
        desc="Colony-forming units per millilitre measured every two hours, from 120 at hour 0 to 2.9 million at hour 16."
        xAxis={[{ data: hours, label: 'Hours since inoculation', tickInterval: hours }]}
        yAxis={[{ scaleType, label: 'CFU per mL', width: 95 }]}
        series={[{ data: cfuPerMl, label: 'Culture A', valueFormatter: (v) => `${formatCount(v ?? 0)} CFU/mL` }]}
        hideLegend
      />
    </Stack>
  );
}
