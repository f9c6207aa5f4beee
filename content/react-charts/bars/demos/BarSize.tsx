import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

const fruits = ['Apples', 'Pears', 'Plums', 'Cherries'];

// Harvest of a family orchard, in tonnes.
const harvest2023 = [42, 18, 11, 6];
const harvest2024 = [47, 15, 13, 9];

const formatTonnes = (value: number | null) => (value === null ? '' : `${value} t`);

export default function BarSize() {
  const [categoryGapRatio, setCategoryGapRatio] = React.useState(0.2);
  const [barGapRatio, setBarGapRatio] = React.useState(0.1);

  // Declared apart: the band-only gap ratios are not part of the generic axis type.
  const fruitAxis = { scaleType: 'band' as const, data: fruits, categoryGapRatio, barGapRatio };

  return (
    <Box sx={{ width: '100%', height: 380, display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 4, px: 2 }}>
        <Box sx={{ flex: '1 1 160px' }}>
          <Typography variant="body2" id="category-gap-label">
            categoryGapRatio: {categoryGapRatio}
          </Typography>
          <Slider
            size="small"
            value={categoryGapRatio}
            onChange={(_, value) => setCategoryGapRatio(value as number)}
            min={0}
            max={0.8}
            step={0.05}
            aria-labelledby="category-gap-label"
          />
        </Box>
        <Box sx={{ flex: '1 1 160px' }}>
          <Typography variant="body2" id="bar-gap-label">
            barGapRatio: {barGapRatio}
          </Typography>
          <Slider
            size="small"
            value={barGapRatio}
            onChange={(_, value) => setBarGapRatio(value as number)}
            min={0}
            max={1}
            step={0.05}
            aria-labelledby="bar-gap-label"
          />
        </Box>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex' }}>
        <BarChart
          title="Orchard harvest per fruit, 2023 and 2024, in tonnes"
          desc="Apples make up most of the harvest, 42 t then 47 t; pears fell from 18 t to 15 t while plums and cherries grew."
          xAxis={[fruitAxis]}
          series={[
            { data: harvest2023, label: '2023', valueFormatter: formatTonnes },
            { data: harvest2024, label: '2024', valueFormatter: formatTonnes },
          ]}
        />
      </Box>
    </Box>
  );
}
