import * as React from 'react';
import Stack from '@mui/material/Stack';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import { BarChart } from '@mui/x-charts/BarChart';

type Highlight = 'none' | 'item' | 'series';
type Fade = 'none' | 'series' | 'global';

const stages = ['Pitch', 'Sprint 1', 'Sprint 2', 'Final'];

// Points awarded by three judges in a cooking contest, per stage.
const judges = [
  { label: 'Judge Amara', data: [7, 8, 6, 9] },
  { label: 'Judge Bruno', data: [6, 7, 8, 8] },
  { label: 'Judge Chen', data: [8, 6, 7, 10] },
];

export default function SeriesHighlight() {
  const [highlight, setHighlight] = React.useState<Highlight>('series');
  const [fade, setFade] = React.useState<Fade>('global');

  return (
    <Stack spacing={2} sx={{ height: 400 }}>
      <Stack direction="row" spacing={1} sx={{ pt: 1 }}>
        <TextField select size="small" label="highlight" value={highlight} onChange={(e) => setHighlight(e.target.value as Highlight)} sx={{ width: 140 }}>
          <MenuItem value="none">none</MenuItem>
          <MenuItem value="item">item</MenuItem>
          <MenuItem value="series">series</MenuItem>
        </TextField>
        <TextField select size="small" label="fade" value={fade} onChange={(e) => setFade(e.target.value as Fade)} sx={{ width: 140 }}>
          <MenuItem value="none">none</MenuItem>
          <MenuItem value="series">series</MenuItem>
          <MenuItem value="global">global</MenuItem>
        </TextField>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex' }}>
        <BarChart
          title="Cooking contest scores by judge"
          desc="Points out of 10 given by three judges at each stage of a cooking contest. All three give their highest score in the final."
          xAxis={[{ scaleType: 'band', data: stages }]}
          yAxis={[{ max: 10, label: 'Points (of 10)' }]}
          series={judges.map((judge) => ({
            ...judge,
            highlightScope: { highlight, fade },
            valueFormatter: (v: number | null) => `${v} / 10`,
          }))}
          axisHighlight={{ x: 'none' }}
          slotProps={{ tooltip: { trigger: 'item' } }}
        />
      </Box>
    </Stack>
  );
}
