import * as React from 'react';
import Stack from '@mui/material/Stack';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

// Signups to a newsletter over the last 14 days.
const signups = [12, 15, 11, 18, 22, 19, 25, 24, 31, 28, 35, 33, 41, 44];

export default function TinyLine() {
  return (
    <Stack direction="row" spacing={2} sx={{ height: 100, alignItems: 'center', px: 1 }}>
      <Box sx={{ minWidth: 96 }}>
        <Typography variant="caption" color="text.secondary">
          Newsletter signups
        </Typography>
        <Typography variant="h5">44</Typography>
        <Typography variant="caption" color="success.main">
          +267% in 14 days
        </Typography>
      </Box>
      <Box sx={{ flex: 1, height: 80, maxWidth: 280 }}>
        <LineChart
          title="Newsletter signups, last 14 days"
          desc="Daily signups rising from 12 to 44 over fourteen days."
          xAxis={[{ data: signups.map((_, day) => day + 1), scaleType: 'point', position: 'none' }]}
          yAxis={[{ position: 'none' }]}
          series={[{ data: signups, showMark: false, color: '#2e7d32', curve: 'linear' }]}
          height={80}
          margin={4}
          hideLegend
          // No tooltip and no highlight: the chart stops listening to the pointer.
          slotProps={{ tooltip: { trigger: 'none' } }}
          axisHighlight={{ x: 'none', y: 'none' }}
        />
      </Box>
    </Stack>
  );
}
