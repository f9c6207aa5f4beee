import * as React from 'react';
import Box from '@mui/material/Box';
import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Leads of a solar-panel installer in one quarter, from first contact to installation.
const leads = [
  { value: 640 },
  { value: 410 },
  { value: 150 },
  { value: 90 },
];
const steps = ['Contact', 'Site visit', 'Quote signed', 'Installed'];

// Section labels take the theme's text color: light tints under dark text in light mode,
// deep shades under light text in dark mode.
const palettes = {
  light: ['#6C8EF5', '#F2A93B', '#EF7B77', '#4DB8A9'],
  dark: ['#2F4FA8', '#85560F', '#9A3431', '#1D6B60'],
};

export default function ScaledSections() {
  return (
    <Box sx={{ width: '100%', height: 360, display: 'flex' }}>
      <FunnelChart
        title="Solar installation leads in one quarter"
        desc="640 contacts, 410 site visits, 150 signed quotes and 90 installations. Each section's height is proportional to its number of leads."
        colors={(mode) => palettes[mode]}
        series={[{ data: leads, valueFormatter: (item) => `${item.value} leads` }]}
        categoryAxis={{ categories: steps, scaleType: 'linear', position: 'left', size: 90 }}
        hideLegend
      />
    </Box>
  );
}
