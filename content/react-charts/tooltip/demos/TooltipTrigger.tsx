import * as React from 'react';
import Stack from '@mui/material/Stack';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';

type Trigger = 'axis' | 'item' | 'none';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

// Skiers counted at the lift gates of a resort's three areas during a February week.
const areas = [
  { label: 'Glacier', data: [1820, 1760, 1905, 2110, 2480, 3890, 3620] },
  { label: 'Forest runs', data: [1240, 1310, 1185, 1402, 1650, 2730, 2510] },
  { label: 'Beginner park', data: [610, 580, 655, 700, 910, 1520, 1390] },
];

const skiers = (value: number | null) => (value === null ? '' : `${value.toLocaleString('en-US')} skiers`);

export default function TooltipTrigger() {
  const [trigger, setTrigger] = React.useState<Trigger>('axis');

  return (
    <Stack spacing={1} sx={{ height: 380 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={trigger}
        onChange={(_, value: Trigger | null) => value && setTrigger(value)}
        aria-label="Tooltip trigger"
      >
        <ToggleButton value="axis">axis</ToggleButton>
        <ToggleButton value="item">item</ToggleButton>
        <ToggleButton value="none">none</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex' }}>
        <LineChart
          title="Ski resort visitors in one week"
          desc="Skiers per day in three areas of a resort. Numbers more than double at the weekend, with the glacier the busiest area."
          xAxis={[{ scaleType: 'point', data: days }]}
          yAxis={[{ width: 50 }]}
          series={areas.map((area) => ({ ...area, valueFormatter: skiers }))}
          slotProps={{ tooltip: { trigger } }}
        />
      </Box>
    </Stack>
  );
}
