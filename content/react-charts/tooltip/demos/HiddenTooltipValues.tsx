import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

const hours = Array.from({ length: 13 }, (_, i) => i + 8);

// Visitors inside a swimming pool complex, counted every hour.
const indoor = [12, 48, 95, 130, 158, 171, 164, 150, 142, 155, 133, 88, 40];
const outdoor = [0, 6, 31, 84, 142, 205, 236, 229, 198, 151, 97, 42, 9];
// The safety limit of the outdoor pools: drawn, but left out of the tooltip.
const limit = hours.map(() => 220);

export default function HiddenTooltipValues() {
  return (
    <Box sx={{ width: '100%', height: 320, display: 'flex' }}>
      <LineChart
        title="Swimming pool occupancy on a hot day"
        desc="Hourly visitors in the indoor and outdoor pools from 8 am to 8 pm, with the outdoor safety limit of 220. The outdoor pools exceed it from 2 pm to 3 pm."
        xAxis={[{ data: hours, valueFormatter: (h: number) => `${h}:00`, hideTooltip: true }]}
        yAxis={[{ label: 'Visitors' }]}
        series={[
          { data: indoor, label: 'Indoor', valueFormatter: (v) => `${v} people` },
          // Returning null leaves the row out, so an empty outdoor count does not show.
          { data: outdoor, label: 'Outdoor', valueFormatter: (v) => (v ? `${v} people` : null) },
          { data: limit, label: 'Outdoor limit', showMark: false, color: '#e53935', valueFormatter: () => null },
        ]}
      />
    </Box>
  );
}
