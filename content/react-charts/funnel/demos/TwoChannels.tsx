import * as React from 'react';
import Box from '@mui/material/Box';
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

export default function TwoChannels() {
  return (
    <Box sx={{ width: '100%', height: 360, display: 'flex' }}>
      <FunnelChart
        title="Theater ticket sales by channel"
        desc="Website: 26,000 show page views, 7,800 seats picked, 4,900 paid. App: 11,000 views, 4,600 seats picked, 3,700 paid. The app funnel is drawn inside the website one."
        series={[
          { id: 'website', data: website, label: 'Website' },
          {
            id: 'app',
            data: app.map((step, index) => ({ ...step, color: ['#f4a261', '#e76f51', '#c44536'][index] })),
            label: 'App',
          },
        ]}
        slotProps={{ legend: { direction: 'vertical', position: { vertical: 'middle', horizontal: 'end' } } }}
      />
    </Box>
  );
}
