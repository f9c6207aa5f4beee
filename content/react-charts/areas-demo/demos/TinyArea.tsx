import * as React from 'react';
import Stack from '@mui/material/Stack';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// Daily rainfall at a weather station over the last three weeks, in millimetres.
const rainfall = [0, 2.4, 5.1, 0.8, 0, 0, 11.6, 7.2, 3.3, 0, 0, 1.2, 4.8, 9.5, 2.1, 0, 0, 0.6, 3.9, 6.4, 1.0];
const total = rainfall.reduce((sum, value) => sum + value, 0);

export default function TinyArea() {
  return (
    <Stack direction="row" spacing={2} sx={{ height: 100, alignItems: 'center', px: 1 }}>
      <Box sx={{ minWidth: 110 }}>
        <Typography variant="caption" color="text.secondary">
          Rainfall, 21 days
        </Typography>
        <Typography variant="h5">{total.toFixed(1)} mm</Typography>
      </Box>
      <Box sx={{ flex: 1, maxWidth: 300 }}>
        <SparkLineChart
          title="Daily rainfall, last 21 days"
          desc="Millimetres of rain per day over three weeks, with the wettest day at 11.6 mm and eight dry days."
          data={rainfall}
          height={60}
          area
          color="#0277bd"
          showTooltip
          showHighlight
          valueFormatter={(value) => (value === null ? '' : `${value} mm`)}
        />
      </Box>
    </Stack>
  );
}
