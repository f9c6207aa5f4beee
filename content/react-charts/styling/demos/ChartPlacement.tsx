import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { BarChart } from '@mui/x-charts/BarChart';

type Vertical = 'top' | 'middle' | 'bottom';
type Horizontal = 'start' | 'center' | 'end';
type Direction = 'horizontal' | 'vertical';

const terms = ['Autumn', 'Winter', 'Spring', 'Summer'];

// Members of a city choir attending rehearsals, on average per term.
const sopranos = [18, 16, 19, 12];
const altos = [15, 14, 15, 10];
const tenors = [9, 8, 10, 6];
const basses = [11, 12, 11, 9];

export default function ChartPlacement() {
  const [direction, setDirection] = React.useState<Direction>('horizontal');
  const [vertical, setVertical] = React.useState<Vertical>('top');
  const [horizontal, setHorizontal] = React.useState<Horizontal>('center');

  return (
    <Box sx={{ width: '100%', height: 380, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', gap: 1, px: 2, pt: 1 }}>
        <TextField select size="small" label="direction" value={direction} onChange={(e) => setDirection(e.target.value as Direction)} sx={{ flex: 1, maxWidth: 160 }}>
          {['horizontal', 'vertical'].map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label="vertical" value={vertical} onChange={(e) => setVertical(e.target.value as Vertical)} sx={{ flex: 1, maxWidth: 160 }}>
          {['top', 'middle', 'bottom'].map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
        <TextField select size="small" label="horizontal" value={horizontal} onChange={(e) => setHorizontal(e.target.value as Horizontal)} sx={{ flex: 1, maxWidth: 160 }}>
          {['start', 'center', 'end'].map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex' }}>
        <BarChart
          title="Average rehearsal attendance of a city choir per term, by voice"
          desc="Attendance is steady from autumn to spring and drops in summer in every voice, most among the sopranos, from 19 to 12."
          xAxis={[{ scaleType: 'band', data: terms }]}
          yAxis={[{ position: 'right', label: 'Singers', width: 55 }]}
          series={[
            { data: sopranos, label: 'Sopranos', stack: 'choir' },
            { data: altos, label: 'Altos', stack: 'choir' },
            { data: tenors, label: 'Tenors', stack: 'choir' },
            { data: basses, label: 'Basses', stack: 'choir' },
          ]}
          margin={{ left: 10, right: 10, top: 10, bottom: 10 }}
          slotProps={{ legend: { direction, position: { vertical, horizontal } } }}
        />
      </Box>
    </Box>
  );
}
