import * as React from 'react';
import Box from '@mui/material/Box';
import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Newsletter campaign of a bookshop: emails sent and what readers did with them.
const campaign = [
  { label: 'Delivered', value: 48200 },
  { label: 'Opened', value: 19800 },
  { label: 'Clicked', value: 4300 },
  { label: 'Bought a book', value: 610 },
];
const delivered = 48200;

// Section labels take the theme's text color: light tints under dark text in light mode,
// deep shades under light text in dark mode.
const palettes = {
  light: ['#F2A93B', '#EF8B5B', '#EF7B77', '#E67AA0'],
  dark: ['#85560F', '#8E4222', '#9A3431', '#8F2F57'],
};

export default function FormattedLabels() {
  return (
    <Box sx={{ width: '100%', height: 340, display: 'flex' }}>
      <FunnelChart
        title="Newsletter campaign results"
        desc="48,200 emails delivered, 19,800 opened (41%), 4,300 clicked (8.9%) and 610 purchases (1.3%)."
        colors={(mode) => palettes[mode]}
        series={[
          {
            data: campaign,
            // Used for the section labels and for the tooltip.
            valueFormatter: (item) => {
              const share = (item.value / delivered) * 100;
              const shareText = share < 10 ? share.toFixed(1) : share.toFixed(0);
              return `${(item.value / 1000).toFixed(1)}k (${shareText}%)`;
            },
          },
        ]}
      />
    </Box>
  );
}
