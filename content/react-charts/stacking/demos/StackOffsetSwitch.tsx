import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LineChart } from '@mui/x-charts/LineChart';
import type { StackOffsetType } from '@mui/x-charts/models';

// Listening hours on a small streaming service each month, by genre, in thousands of hours.
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const genres = [
  { label: 'Podcasts', data: [42, 45, 47, 44, 40, 36, 33, 35, 46, 50, 52, 48] },
  { label: 'Pop', data: [30, 28, 31, 35, 41, 48, 55, 53, 40, 34, 31, 38] },
  { label: 'Jazz', data: [12, 13, 12, 11, 10, 9, 9, 10, 12, 14, 16, 19] },
  { label: 'Audiobooks', data: [25, 24, 22, 20, 18, 17, 21, 24, 21, 23, 27, 31] },
];

const offsets: StackOffsetType[] = ['none', 'expand', 'silhouette', 'wiggle'];

export default function StackOffsetSwitch() {
  const [stackOffset, setStackOffset] = React.useState<StackOffsetType>('none');
  const expand = stackOffset === 'expand';

  return (
    <Stack sx={{ height: 380 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={stackOffset}
        onChange={(_, next) => next && setStackOffset(next)}
        aria-label="stack offset"
      >
        {offsets.map((offset) => (
          <ToggleButton key={offset} value={offset}>
            {offset}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <LineChart
        title="Monthly listening hours by genre"
        desc="Stacked areas of podcasts, pop, jazz and audiobooks in thousands of hours; pop grows in summer and podcasts in autumn."
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[
          {
            width: 50,
            valueFormatter: (value: number) => (expand ? `${Math.round(value * 100)}%` : `${value}k h`),
          },
        ]}
        series={genres.map((genre) => ({
          ...genre,
          stack: 'genres',
          stackOffset,
          area: true,
          showMark: false,
          valueFormatter: (value) => `${value}k hours`,
        }))}
      />
    </Stack>
  );
}
