import * as React from 'react';
import Box from '@mui/material/Box';
import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// A city's recycling stream in one month, in tonnes: collected, sorted, sold to recyclers.
// The last step has its own color to stand out from the palette.
const stream = [
  { label: 'Collected', value: 1250 },
  { label: 'Sorted', value: 1040 },
  { label: 'Clean enough to sell', value: 820 },
  { label: 'Sold to recyclers', value: 760, color: '#1b7f3b' },
];

export default function SectionColors() {
  return (
    <Box sx={{ width: '100%', height: 340, display: 'flex' }}>
      <FunnelChart
        title="Recycling stream in one month"
        desc="1,250 tonnes collected, 1,040 sorted, 820 clean enough to sell and 760 sold to recyclers."
        colors={['#9db4c0', '#7c98a8', '#5c7d8f']}
        series={[{ data: stream, label: 'Tonnes', valueFormatter: (item) => `${item.value} t` }]}
      />
    </Box>
  );
}
