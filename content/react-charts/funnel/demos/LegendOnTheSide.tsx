import * as React from 'react';
import Box from '@mui/material/Box';
import { useColorScheme, useTheme } from '@mui/material/styles';
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

// The current mode. With CSS theme variables, `theme.palette.mode` stays on the default
// scheme (unless the ThemeProvider sets `forceThemeRerender`), so read the color scheme first.
function useIsDark() {
  const { mode, systemMode } = useColorScheme();
  const themeMode = useTheme().palette.mode;
  return ((mode === 'system' ? systemMode : mode) ?? themeMode) === 'dark';
}

export default function LegendOnTheSide() {
  const dark = useIsDark();
  return (
    <Box sx={{ width: '100%', height: 300, display: 'flex' }}>
      <FunnelChart
        title="Hiring pipeline for one opening"
        desc="420 applications, 180 passed screening, 46 were interviewed and 6 received an offer."
        colors={dark ? palettes.dark : palettes.light}
        series={[{ data: stages, sectionLabel: false }]}
        slotProps={{
          legend: { direction: 'vertical', position: { vertical: 'middle', horizontal: 'end' } },
        }}
      />
    </Box>
  );
}
