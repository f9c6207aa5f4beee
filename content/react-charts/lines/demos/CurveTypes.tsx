import * as React from 'react';
import Stack from '@mui/material/Stack';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { LineChart } from '@mui/x-charts/LineChart';
import type { CurveType } from '@mui/x-charts/models';

const curves: CurveType[] = [
  'monotoneX',
  'linear',
  'natural',
  'catmullRom',
  'step',
  'stepBefore',
  'stepAfter',
  'bumpX',
  'bumpY',
  'monotoneY',
];

const hours = [0, 3, 6, 9, 12, 15, 18, 21];

// Number of bikes docked at a city bike station, read every three hours.
const docked = [18, 19, 6, 2, 9, 11, 3, 14];

export default function CurveTypes() {
  const [curve, setCurve] = React.useState<CurveType>('monotoneX');

  return (
    <Stack spacing={2} sx={{ width: '100%', height: 360, pt: 1 }}>
      <TextField
        select
        size="small"
        label="curve"
        value={curve}
        onChange={(event) => setCurve(event.target.value as CurveType)}
        sx={{ width: 180 }}
      >
        {curves.map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex' }}>
        <LineChart
          title={`Bikes docked at a station, ${curve} curve`}
          desc="Bikes docked at one city bike station every three hours: 18 at midnight, down to 2 at 9:00 and 3 at 18:00, back to 14 at 21:00."
          xAxis={[{ data: hours, scaleType: 'point', valueFormatter: (hour: number) => `${hour}:00` }]}
          yAxis={[{ label: 'Bikes docked', min: 0 }]}
          series={[
            {
              data: docked,
              label: 'Bikes docked',
              curve,
              valueFormatter: (value) => (value === null ? '' : `${value} bikes`),
            },
          ]}
          hideLegend
        />
      </Box>
    </Stack>
  );
}
