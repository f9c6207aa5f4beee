import * as React from 'react';
import Box from '@mui/material/Box';
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

// Seats won per party in a city council election (51 seats in all).
const seats = [
  { id: 0, label: 'Greens', value: 14 },
  { id: 1, label: 'Social Democrats', value: 12 },
  { id: 2, label: 'Liberals', value: 9 },
  { id: 3, label: 'Conservatives', value: 8 },
  { id: 4, label: 'Pirates', value: 4 },
  { id: 5, label: 'Independents', value: 3 },
  { id: 6, label: 'Farmers', value: 1 },
];

export default function ProvidedPalettes() {
  const [palette, setPalette] = React.useState<PaletteName>('rainbowSurge');

  return (
    <Box sx={{ width: '100%', height: 340, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={palette}
        onChange={(_, value: PaletteName | null) => value && setPalette(value)}
        aria-label="Color palette"
        sx={{ alignSelf: 'center', flexWrap: 'wrap', justifyContent: 'center' }}
      >
        {Object.keys(palettes).map((name) => (
          <ToggleButton key={name} value={name} sx={{ textTransform: 'none' }}>
            {name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex' }}>
        <PieChart
          title="City council seats won per party"
          desc="The Greens won the most seats, 14 of 51, ahead of the Social Democrats with 12; no party holds a majority."
          colors={palettes[palette]}
          series={[{ data: seats, innerRadius: '45%', paddingAngle: 1, valueFormatter: (item) => `${item.value} seats` }]}
        />
      </Box>
    </Box>
  );
}
