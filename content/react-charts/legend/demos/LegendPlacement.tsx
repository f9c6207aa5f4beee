import * as React from 'react';
import Stack from '@mui/material/Stack';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import { BarChart } from '@mui/x-charts/BarChart';

type Direction = 'horizontal' | 'vertical';
type Vertical = 'top' | 'middle' | 'bottom';
type Horizontal = 'start' | 'center' | 'end';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

// Loaves and pastries sold by a bakery in one week.
const series = [
  { label: 'Croissants', data: [64, 58, 61, 70, 88, 121] },
  { label: 'Baguettes', data: [92, 87, 95, 90, 104, 133] },
  { label: 'Sourdough', data: [31, 28, 35, 33, 42, 57] },
];

export default function LegendPlacement() {
  const [direction, setDirection] = React.useState<Direction>('vertical');
  const [vertical, setVertical] = React.useState<Vertical>('middle');
  const [horizontal, setHorizontal] = React.useState<Horizontal>('end');

  return (
    <Stack spacing={2} sx={{ height: 400 }}>
      <Stack direction="row" spacing={1} sx={{ pt: 1 }}>
        <TextField select size="small" label="direction" value={direction} onChange={(e) => setDirection(e.target.value as Direction)} sx={{ flex: 1 }}>
          <MenuItem value="horizontal">horizontal</MenuItem>
          <MenuItem value="vertical">vertical</MenuItem>
        </TextField>
        <TextField select size="small" label="vertical" value={vertical} onChange={(e) => setVertical(e.target.value as Vertical)} sx={{ flex: 1 }}>
          <MenuItem value="top">top</MenuItem>
          <MenuItem value="middle">middle</MenuItem>
          <MenuItem value="bottom">bottom</MenuItem>
        </TextField>
        <TextField select size="small" label="horizontal" value={horizontal} onChange={(e) => setHorizontal(e.target.value as Horizontal)} sx={{ flex: 1 }}>
          <MenuItem value="start">start</MenuItem>
          <MenuItem value="center">center</MenuItem>
          <MenuItem value="end">end</MenuItem>
        </TextField>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex' }}>
        <BarChart
          title="Bakery sales by weekday"
          desc="Croissants, baguettes and sourdough loaves sold from Monday to Saturday. Saturday is the busiest day for all three."
          xAxis={[{ scaleType: 'band', data: days }]}
          series={series}
          slotProps={{ legend: { direction, position: { vertical, horizontal } } }}
        />
      </Box>
    </Stack>
  );
}
