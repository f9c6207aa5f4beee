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

export default function FormattedLabels() {
  return (
    <Box sx={{ width: '100%', height: 340, display: 'flex' }}>
      <FunnelChart
        title="Newsletter campaign results"
        desc="48,200 emails delivered, 19,800 opened (41%), 4,300 clicked (9%) and 610 purchases (1.3%)."
        series={[
          {
            data: campaign,
            label: 'Readers',
            // Used for the section labels and for the tooltip.
            valueFormatter: (item) => {
              const share = ((item.value / delivered) * 100).toFixed(item.value < delivered / 10 ? 1 : 0);
              return `${(item.value / 1000).toFixed(1)}k (${share}%)`;
            },
          },
        ]}
      />
    </Box>
  );
}
