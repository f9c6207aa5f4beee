import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Unstable_RadarChart as RadarChart } from '@mui/x-charts/RadarChart';

// Share of a city's daytime noise complaints by district, in percent.
const districts = ['Old Town', 'Harbour', 'Riverside', 'Station', 'Uplands', 'Market', 'Campus'];
const complaints = [24, 18, 9, 21, 4, 15, 9];

export default function GridShapes() {
  const [shape, setShape] = React.useState<'sharp' | 'circular'>('circular');
  const [divisions, setDivisions] = React.useState(4);

  return (
    <Box sx={{ height: 420, display: 'flex', flexDirection: 'column' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={shape}
          onChange={(_event, value) => value && setShape(value)}
          aria-label="Grid shape"
        >
          <ToggleButton value="sharp">sharp</ToggleButton>
          <ToggleButton value="circular">circular</ToggleButton>
        </ToggleButtonGroup>
        <Typography variant="body2" id="divisions-label">
          divisions: {divisions}
        </Typography>
        <Slider
          aria-labelledby="divisions-label"
          value={divisions}
          min={1}
          max={10}
          onChange={(_event, value) => setDivisions(value as number)}
          size="small"
          sx={{ width: 140 }}
        />
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex' }}>
        <RadarChart
          title="Noise complaints by district"
          desc="Share of daytime noise complaints: Old Town 24%, Harbour 18%, Riverside 9%, Station 21%, Uplands 4%, Market 15%, Campus 9%."
          shape={shape}
          divisions={divisions}
          series={[{ label: 'Complaints (%)', data: complaints }]}
          radar={{ metrics: districts, max: 25 }}
          margin={{ left: 60, right: 60 }}
        />
      </Box>
    </Box>
  );
}
