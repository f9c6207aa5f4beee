import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { HighlightItemData } from '@mui/x-charts/context';
import { Unstable_RadarChart as RadarChart } from '@mui/x-charts/RadarChart';

// Cupping scores (out of 10) of three single-origin coffees, tasted by a roastery panel.
const cuppingMetrics = ['Aroma', 'Acidity', 'Body', 'Sweetness', 'Aftertaste', 'Balance'];
const cuppingScores = [
  { id: 'yirgacheffe', label: 'Yirgacheffe', data: [8.9, 8.7, 7.1, 8.2, 8.0, 7.8] },
  { id: 'huila', label: 'Huila', data: [7.9, 7.6, 7.8, 8.4, 7.7, 8.5] },
  { id: 'sumatra', label: 'Sumatra', data: [7.4, 6.6, 8.9, 7.2, 8.1, 7.5] },
];

type Mode = 'axis' | 'series' | 'none';

export default function HighlightModes() {
  const [mode, setMode] = React.useState<Mode>('series');
  const [highlighted, setHighlighted] = React.useState<HighlightItemData | null>(null);

  const coffee = cuppingScores.find((item) => item.id === highlighted?.seriesId);

  return (
    <Box sx={{ height: 430, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={mode}
        onChange={(_event, value: Mode | null) => value && setMode(value)}
        aria-label="Highlight mode"
      >
        <ToggleButton value="axis">axis</ToggleButton>
        <ToggleButton value="series">series</ToggleButton>
        <ToggleButton value="none">none</ToggleButton>
      </ToggleButtonGroup>
      <Typography variant="body2" sx={{ minHeight: 20 }}>
        onHighlightChange: {coffee ? `${coffee.label} (seriesId "${coffee.id}")` : 'null'}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex' }}>
        <RadarChart
          title="Coffee cupping scores"
          desc="Scores out of 10 of three coffees on six tasting criteria."
          highlight={mode}
          onHighlightChange={setHighlighted}
          series={cuppingScores}
          radar={{ metrics: cuppingMetrics.map((name) => ({ name, min: 6, max: 10 })) }}
        />
      </Box>
    </Box>
  );
}
