import * as React from 'react';
import Box from '@mui/material/Box';
import { Unstable_RadarChart as RadarChart } from '@mui/x-charts/RadarChart';

// Cupping scores (out of 10) of three single-origin coffees, tasted by a roastery panel.
const cuppingMetrics = ['Aroma', 'Acidity', 'Body', 'Sweetness', 'Aftertaste', 'Balance'];
const cuppingScores = [
  { id: 'yirgacheffe', label: 'Yirgacheffe', data: [8.9, 8.7, 7.1, 8.2, 8.0, 7.8] },
  { id: 'huila', label: 'Huila', data: [7.9, 7.6, 7.8, 8.4, 7.7, 8.5] },
  { id: 'sumatra', label: 'Sumatra', data: [7.4, 6.6, 8.9, 7.2, 8.1, 7.5] },
];

const scoreFormatter = (value: number | null) => (value === null ? '' : `${value.toFixed(1)} / 10`);

export default function CoffeeCupping() {
  return (
    <Box sx={{ width: '100%', height: 360, display: 'flex' }}>
      <RadarChart
        title="Coffee cupping scores"
        desc="Scores out of 10 for aroma, acidity, body, sweetness, aftertaste and balance of three coffees: Yirgacheffe, Huila and Sumatra."
        series={cuppingScores.map((coffee) => ({ ...coffee, valueFormatter: scoreFormatter }))}
        radar={{ metrics: cuppingMetrics.map((name) => ({ name, min: 6, max: 10 })) }}
      />
    </Box>
  );
}
