import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';

// Water level of a reservoir at the end of each week, in metres above sea level.
const weeks = Array.from({ length: 12 }, (_, i) => i + 1);
const levelM = [413.2, 413.9, 414.6, 415.8, 416.4, 416.1, 417.3, 418.2, 418.0, 417.1, 416.2, 415.4];

type Mode = 'nice' | 'strict' | 'padded';

// Keeps 10% of the data range free above and below the line.
const padded = (min: number, max: number) => {
  const margin = (max - min) * 0.1;
  return { min: min - margin, max: max + margin };
};

export default function DomainLimitModes() {
  const [mode, setMode] = React.useState<Mode>('nice');

  return (
    <Stack sx={{ height: 340 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={mode}
        onChange={(_, next) => next && setMode(next)}
        aria-label="y-axis domain limit"
      >
        <ToggleButton value="nice">nice</ToggleButton>
        <ToggleButton value="strict">strict</ToggleButton>
        <ToggleButton value="padded">function (10%)</ToggleButton>
      </ToggleButtonGroup>
      <LineChart
        title="Reservoir water level over twelve weeks"
        desc="Weekly water level in metres above sea level, rising from 413.2 m to 418.2 m in week 8, then falling to 415.4 m."
        xAxis={[{ scaleType: 'point', data: weeks, valueFormatter: (week: number) => `W${week}` }]}
        yAxis={[
          {
            domainLimit: mode === 'padded' ? padded : mode,
            label: 'Level (m a.s.l.)',
            width: 65,
            valueFormatter: (value: number) => value.toFixed(1),
          },
        ]}
        series={[{ data: levelM, label: 'Level', valueFormatter: (v) => `${v} m` }]}
        hideLegend
      />
    </Stack>
  );
}
