import * as React from 'react';
import Box from '@mui/material/Box';
import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Job applications for one engineering opening, by hiring stage.
const stages = [
  { name: 'Applied', value: 420 },
  { name: 'Screened', value: 180 },
  { name: 'Interviewed', value: 46 },
  { name: 'Offer', value: 6 },
].map(({ name, value }) => ({
  value,
  // The legend entry carries the count, since the sections have no labels.
  label: (location: 'tooltip' | 'legend' | 'section') =>
    location === 'legend' ? `${name} (${value})` : name,
}));

// Section labels take the theme's text color: light tints under dark text in light mode,
// deep shades under light text in dark mode.
const palettes = {
  light: ['#4DB8A9', '#6BC48E', '#9BCB6A', '#D1C65A'],
  dark: ['#1D6B60', '#246B45', '#3F6620', '#6B5A12'],
};

export default function LegendOnTheSide() {
  return (
    <Box sx={{ width: '100%', height: 300, display: 'flex' }}>
      <FunnelChart
        title="Hiring pipeline for one opening"
        desc="420 applications, 180 passed screening, 46 were interviewed and 6 received an offer."
        colors={(mode) => palettes[mode]}
        series={[{ data: stages, sectionLabel: false }]}
        slotProps={{
          legend: { direction: 'vertical', position: { vertical: 'middle', horizontal: 'end' } },
        }}
      />
    </Box>
  );
}
