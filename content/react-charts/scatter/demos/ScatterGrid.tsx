import * as React from 'react';
import Box from '@mui/material/Box';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// A half-marathon: split at 10 km and finish time, both in minutes.
const runners = [
  { x: 38, y: 82 }, { x: 41, y: 88 }, { x: 43, y: 91 }, { x: 44, y: 96 },
  { x: 46, y: 98 }, { x: 47, y: 104 }, { x: 49, y: 103 }, { x: 51, y: 110 },
  { x: 52, y: 116 }, { x: 54, y: 114 }, { x: 56, y: 121 }, { x: 58, y: 129 },
  { x: 60, y: 127 }, { x: 63, y: 138 }, { x: 66, y: 144 },
];

export default function ScatterGrid() {
  return (
    <Box sx={{ width: '100%', height: 320 }}>
      <ScatterChart
        title="Half-marathon finish time against the 10 km split"
        desc="Fifteen runners: the finish time grows steadily with the 10 km split, from 82 to 144 minutes."
        height={320}
        series={[
          {
            data: runners,
            label: 'Runners',
            valueFormatter: (v) => (v === null ? '' : `10 km in ${v.x} min, finish in ${v.y} min`),
          },
        ]}
        xAxis={[{ label: '10 km split (min)' }]}
        yAxis={[{ label: 'Finish time (min)' }]}
        grid={{ vertical: true, horizontal: true }}
        hideLegend
      />
    </Box>
  );
}
