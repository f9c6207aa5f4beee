import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import {
  Unstable_RadarDataProvider as RadarDataProvider,
  RadarGrid,
  RadarMetricLabels,
  RadarSeriesArea,
  RadarSeriesMarks,
} from '@mui/x-charts/RadarChart';

// Cupping scores (out of 10) of three single-origin coffees, tasted by a roastery panel.
const cuppingMetrics = ['Aroma', 'Acidity', 'Body', 'Sweetness', 'Aftertaste', 'Balance'];
const cuppingScores = [
  { id: 'yirgacheffe', label: 'Yirgacheffe', data: [8.9, 8.7, 7.1, 8.2, 8.0, 7.8] },
  { id: 'huila', label: 'Huila', data: [7.9, 7.6, 7.8, 8.4, 7.7, 8.5] },
  { id: 'sumatra', label: 'Sumatra', data: [7.4, 6.6, 8.9, 7.2, 8.1, 7.5] },
];

export default function ClickableAreas() {
  const [selectedId, setSelectedId] = React.useState<string>('huila');
  const selected = cuppingScores.find((coffee) => coffee.id === selectedId)!;

  return (
    <Box sx={{ height: 380, display: 'flex', flexDirection: 'column' }}>
      <Typography variant="body2">
        Clicked: {selected.label}, {selected.data.map((score) => score.toFixed(1)).join(' · ')} (out of
        10)
      </Typography>
      <RadarDataProvider
        height={350}
        series={cuppingScores}
        radar={{ metrics: cuppingMetrics.map((name) => ({ name, min: 6, max: 10 })) }}
        highlight="none"
      >
        <ChartsSurface
          title="Coffee cupping scores"
          desc="Three coffees scored out of 10 on six criteria. Click an area to select a coffee."
        >
          <RadarGrid divisions={4} shape="circular" />
          <RadarMetricLabels />
          {cuppingScores.map((coffee) => (
            <RadarSeriesArea
              key={coffee.id}
              seriesId={coffee.id}
              fillOpacity={coffee.id === selectedId ? 0.6 : 0.1}
              strokeWidth={coffee.id === selectedId ? 3 : 1}
              cursor="pointer"
              onClick={() => setSelectedId(coffee.id)}
            />
          ))}
          <RadarSeriesMarks seriesId={selectedId} r={4} />
        </ChartsSurface>
      </RadarDataProvider>
    </Box>
  );
}
