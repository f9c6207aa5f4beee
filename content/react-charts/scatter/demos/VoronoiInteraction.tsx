import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import type { HighlightItemData } from '@mui/x-charts/context';

// Birds caught at a ringing station: wing length (mm) and body mass (g).
const robins = [
  { x: 70, y: 16.2 }, { x: 72, y: 17.9 }, { x: 73, y: 18.4 }, { x: 75, y: 19.1 },
  { x: 76, y: 17.4 }, { x: 77, y: 20.3 }, { x: 79, y: 21.0 },
];
const thrushes = [
  { x: 112, y: 63.5 }, { x: 115, y: 70.2 }, { x: 117, y: 68.1 }, { x: 119, y: 74.6 },
  { x: 121, y: 77.9 }, { x: 124, y: 81.3 },
];
const series = [
  { id: 'robin', label: 'Robin', data: robins },
  { id: 'thrush', label: 'Song thrush', data: thrushes },
];

export default function VoronoiInteraction() {
  const [useVoronoi, setUseVoronoi] = React.useState(true);
  const [radius, setRadius] = React.useState(40); // 100 means "no limit"
  const [item, setItem] = React.useState<HighlightItemData | null>(null);

  const bird = item && series.find((s) => s.id === item.seriesId);
  const point = bird && item?.dataIndex !== undefined ? bird.data[item.dataIndex] : null;

  return (
    <Stack sx={{ width: '100%', height: 420 }} spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <FormControlLabel
          control={<Switch checked={useVoronoi} onChange={(e) => setUseVoronoi(e.target.checked)} />}
          label="Closest point"
        />
        <Typography variant="body2">Max radius</Typography>
        <Slider
          size="small"
          sx={{ width: 140 }}
          min={10}
          max={100}
          step={10}
          value={radius}
          disabled={!useVoronoi}
          valueLabelDisplay="auto"
          valueLabelFormat={(v) => (v === 100 ? 'No limit' : `${v} px`)}
          onChange={(_, v) => setRadius(v as number)}
          aria-label="Maximal distance to the pointer"
        />
      </Stack>
      <Typography variant="body2" aria-live="polite">
        {point ? `Highlighted: ${bird!.label}, ${point.x} mm, ${point.y} g` : 'Highlighted: none'}
      </Typography>
      <Box sx={{ flex: 1, display: 'flex', minHeight: 0 }}>
        <ScatterChart
          title="Body mass against wing length of ringed birds"
          desc="Seven robins and six song thrushes: the thrushes have longer wings and weigh three to four times more."
          series={series.map((s) => ({
            ...s,
            highlightScope: { highlight: 'item', fade: 'global' } as const,
            valueFormatter: (v) => (v === null ? '' : `${v.x} mm, ${v.y} g`),
          }))}
          xAxis={[{ label: 'Wing length (mm)', min: 60, max: 130 }]}
          yAxis={[{ label: 'Body mass (g)', min: 0 }]}
          disableVoronoi={!useVoronoi}
          voronoiMaxRadius={radius === 100 ? undefined : radius}
          onHighlightChange={setItem}
        />
      </Box>
    </Stack>
  );
}
