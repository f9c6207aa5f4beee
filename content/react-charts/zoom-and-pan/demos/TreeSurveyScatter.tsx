import * as React from 'react';
import Box from '@mui/material/Box';
import { ScatterChartPro } from '@mui/x-charts-pro/ScatterChartPro';

// A forest survey: trunk diameter at breast height (cm) and height (m) of 240 trees,
// from a growth curve with a spread from a seeded pseudo-random number.
const random = (seed: number) => {
  const x = Math.sin(seed * 127.1 + 311.7) * 43758.5453;
  return x - Math.floor(x);
};
const trees = Array.from({ length: 240 }, (_, id) => {
  const diameter = 6 + random(id) * 58;
  const spread = (random(id + 1000) + random(id + 2000) - 1) * 6;
  const height = 38 * (1 - Math.exp(-diameter / 28)) + spread;
  return { id, x: Math.round(diameter * 10) / 10, y: Math.round(height * 10) / 10 };
});

export default function TreeSurveyScatter() {
  return (
    <Box sx={{ width: '100%', height: 340, display: 'flex' }}>
      <ScatterChartPro
        title="Tree height against trunk diameter"
        desc="240 surveyed trees. Height rises quickly up to about 25 m for trunks of 30 cm, then levels off near 35 m. Both axes zoom and pan."
        xAxis={[{ label: 'Trunk diameter (cm)', zoom: { minSpan: 20, step: 10 } }]}
        yAxis={[{ label: 'Height (m)', width: 50, zoom: { minSpan: 20, step: 10 } }]}
        series={[
          {
            data: trees,
            label: 'Tree',
            markerSize: 3,
            valueFormatter: (tree) => `${tree?.x} cm, ${tree?.y} m`,
          },
        ]}
        hideLegend
      />
    </Box>
  );
}
