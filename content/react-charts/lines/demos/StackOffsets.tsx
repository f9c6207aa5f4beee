import * as React from 'react';
import Stack from '@mui/material/Stack';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';
import type { StackOffsetType } from '@mui/x-charts/models';

const years = ['2019', '2020', '2021', '2022', '2023', '2024'];

// Hours a community radio station gave to each kind of programme, per year.
const music = [2400, 2600, 2500, 2300, 2200, 2100];
const news = [900, 1400, 1200, 1000, 950, 900];
const talk = [600, 700, 900, 1150, 1300, 1500];

const offsets: StackOffsetType[] = ['none', 'expand', 'silhouette', 'wiggle'];

export default function StackOffsets() {
  const [offset, setOffset] = React.useState<StackOffsetType>('expand');
  const hours = (value: number | null) => (value === null ? '' : `${value} h`);

  return (
    <Stack spacing={1} sx={{ width: '100%', height: 380 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={offset}
        onChange={(_, next: StackOffsetType | null) => next && setOffset(next)}
        aria-label="Stack offset"
      >
        {offsets.map((name) => (
          <ToggleButton key={name} value={name} sx={{ textTransform: 'none' }}>
            {name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex' }}>
        <LineChart
          title={`Radio programming hours, stack offset ${offset}`}
          desc="Yearly hours of music, news and talk programmes from 2019 to 2024, stacked. Talk grows from 600 to 1500 hours while music shrinks."
          xAxis={[{ data: years, scaleType: 'point' }]}
          yAxis={[
            {
              width: 60,
              valueFormatter: (value: number) =>
                offset === 'expand' ? `${Math.round(value * 100)}%` : `${value} h`,
            },
          ]}
          series={[
            { data: music, label: 'Music', area: true, stack: 'air', stackOffset: offset, valueFormatter: hours },
            { data: news, label: 'News', area: true, stack: 'air', valueFormatter: hours },
            { data: talk, label: 'Talk', area: true, stack: 'air', valueFormatter: hours },
          ]}
        />
      </Box>
    </Stack>
  );
}
