import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { Unstable_RadarChart as RadarChart } from '@mui/x-charts/RadarChart';

// Cupping scores (out of 10) of three single-origin coffees, tasted by a roastery panel.
const cuppingMetrics = ['Aroma', 'Acidity', 'Body', 'Sweetness', 'Aftertaste', 'Balance'];
const cuppingScores = [
  { id: 'yirgacheffe', label: 'Yirgacheffe', data: [8.9, 8.7, 7.1, 8.2, 8.0, 7.8] },
  { id: 'huila', label: 'Huila', data: [7.9, 7.6, 7.8, 8.4, 7.7, 8.5] },
  { id: 'sumatra', label: 'Sumatra', data: [7.4, 6.6, 8.9, 7.2, 8.1, 7.5] },
];

type Shape = 'points' | 'slice';

export default function AxisHighlightShapes() {
  const [shape, setShape] = React.useState<Shape>('slice');

  return (
    <Box sx={{ height: 400, display: 'flex', flexDirection: 'column' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={shape}
        onChange={(_event, value: Shape | null) => value && setShape(value)}
        aria-label="Axis highlight shape"
      >
        <ToggleButton value="slice">slice</ToggleButton>
        <ToggleButton value="points">points</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex' }}>
        <RadarChart
          title="Coffee cupping scores"
          desc="Scores out of 10 of the Yirgacheffe and Huila coffees on six tasting criteria."
          axisHighlightShape={shape}
          series={cuppingScores.slice(0, 2)}
          radar={{ metrics: cuppingMetrics.map((name) => ({ name, min: 6, max: 10 })) }}
        />
      </Box>
    </Box>
  );
}
