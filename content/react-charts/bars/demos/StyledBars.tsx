import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

// Monthly output of a rooftop solar installation, in kWh.
const produced = [182, 251, 398, 520, 641, 668];
const consumed = [472, 430, 415, 362, 338, 320];

// Declared apart: the band-only gap ratios are not part of the generic axis type.
const monthAxis = { scaleType: 'band' as const, data: months, categoryGapRatio: 0.3, barGapRatio: 0.15 };

export default function StyledBars() {
  return (
    <Box sx={{ width: '100%', height: 320, display: 'flex' }}>
      <BarChart
        title="Monthly solar production and household consumption, in kWh"
        desc="Production rises from 182 kWh in January to 668 kWh in June and overtakes consumption from April on."
        xAxis={[monthAxis]}
        yAxis={[{ label: 'kWh', width: 50 }]}
        series={[
          { data: produced, label: 'Produced', color: '#f9a825' },
          { data: consumed, label: 'Consumed', color: '#455a64' },
        ]}
        borderRadius={6}
        grid={{ horizontal: true }}
      />
    </Box>
  );
}
