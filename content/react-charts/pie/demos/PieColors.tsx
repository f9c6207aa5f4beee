import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { PieChart } from '@mui/x-charts/PieChart';
import {
  blueberryTwilightPalette,
  cheerfulFiestaPalette,
  mangoFusionPalette,
  rainbowSurgePalette,
} from '@mui/x-charts/colorPalettes';

const palettes = {
  rainbowSurge: rainbowSurgePalette,
  blueberryTwilight: blueberryTwilightPalette,
  mangoFusion: mangoFusionPalette,
  cheerfulFiesta: cheerfulFiestaPalette,
};

type PaletteName = keyof typeof palettes;

// Loaves and pastries baked by a neighborhood bakery in one week.
// The unsold items keep a fixed grey, whatever the palette.
const weeklyBake = [
  { id: 'sourdough', label: 'Sourdough', value: 420 },
  { id: 'baguette', label: 'Baguettes', value: 610 },
  { id: 'croissant', label: 'Croissants', value: 540 },
  { id: 'cinnamon', label: 'Cinnamon rolls', value: 260 },
  { id: 'rye', label: 'Rye bread', value: 180 },
  { id: 'unsold', label: 'Unsold', value: 95, color: '#9e9e9e' },
];

export default function PieColors() {
  const [palette, setPalette] = React.useState<PaletteName>('rainbowSurge');

  return (
    <Stack spacing={1} sx={{ width: '100%', height: 340 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={palette}
        onChange={(_, next: PaletteName | null) => next && setPalette(next)}
        aria-label="Color palette"
        sx={{ flexWrap: 'wrap' }}
      >
        {Object.keys(palettes).map((name) => (
          <ToggleButton key={name} value={name} sx={{ textTransform: 'none', py: 0.25 }}>
            {name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex' }}>
        <PieChart
          title="Weekly bakery output by product"
          desc="Pie chart of the items a bakery baked in one week: 420 sourdough loaves, 610 baguettes, 540 croissants, 260 cinnamon rolls, 180 rye breads, and 95 unsold items drawn in grey."
          colors={palettes[palette]}
          series={[{ data: weeklyBake, valueFormatter: (item) => `${item.value} items` }]}
        />
      </Box>
    </Stack>
  );
}
