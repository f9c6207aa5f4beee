import * as React from 'react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Ticket sales of a theater for one season, from its website and from its mobile app.
const website = [
  { label: 'Website: show page', value: 26000 },
  { label: 'Website: seat picked', value: 7800 },
  { label: 'Website: paid', value: 4900 },
];
const app = [
  { label: 'App: show page', value: 11000 },
  { label: 'App: seat picked', value: 4600 },
  { label: 'App: paid', value: 3700 },
];

// Light tints under dark labels in light mode, deep shades under light labels in dark mode.
const blues = { light: ['#7FA7F0', '#6C8EF5', '#8C7FE8'], dark: ['#1F4B96', '#2F4FA8', '#3D3A9E'] };
const oranges = { light: ['#F6B26B', '#EE8F6A', '#E5736F'], dark: ['#8A4B12', '#8E3A22', '#8A2A33'] };

// Thousands with at most one decimal, short enough to fit beside a narrow funnel.
const thousands = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
const formatValue = (item: { value: number }) => `${thousands.format(item.value / 1000)}k`;

export default function TwoChannels() {
  // The app series has its own colors, so that its steps differ from the website's.
  const mode = useTheme().palette.mode;
  const appData = app.map((step, index) => ({ ...step, color: oranges[mode][index] }));

  return (
    <Box sx={{ width: '100%', height: 380, display: 'flex' }}>
      <FunnelChart
        title="Theater ticket sales by channel"
        desc="Website: 26,000 show page views, 7,800 seats picked, 4,900 paid. App: 11,000 views, 4,600 seats picked, 3,700 paid. The app funnel is drawn inside the website one."
        colors={blues[mode]}
        series={[
          {
            id: 'website',
            data: website,
            valueFormatter: formatValue,
            // The website's labels go outside its right edge, clear of the app funnel.
            sectionLabel: {
              position: { vertical: 'middle', horizontal: 'end' },
              textAnchor: 'start',
              offset: { x: 10 },
            },
          },
          { id: 'app', data: appData, valueFormatter: formatValue },
        ]}
        slotProps={{ legend: { position: { vertical: 'bottom', horizontal: 'center' } } }}
      />
    </Box>
  );
}
