import * as React from 'react';
import Stack from '@mui/material/Stack';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

const dates = ['Jan 6', 'Jan 13', 'Jan 20', 'Jan 27', 'Feb 3', 'Feb 10', 'Feb 17', 'Feb 24', 'Mar 3', 'Mar 10'];

// Snow depth measured each Monday at a mountain hut, in centimetres. The path was closed twice.
const snowDepth = [64, 78, null, 102, 115, null, 121, 108, 96, 83];

const cm = (value: number | null) => (value === null ? 'Not measured' : `${value} cm`);

export default function SnowDepthGaps() {
  return (
    <Stack spacing={1} sx={{ width: '100%', height: 420 }}>
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex' }}>
        <LineChart
          title="Snow depth at the hut, gaps shown"
          desc="Snow depth every Monday from 6 January to 10 March, in centimetres. The area breaks on 20 January and 10 February, when the path was closed."
          xAxis={[{ data: dates, scaleType: 'point' }]}
          yAxis={[{ min: 0, max: 140, width: 55, label: 'Snow (cm)' }]}
          series={[{ data: snowDepth, label: 'Gaps left open', area: true, color: '#5c6bc0', valueFormatter: cm }]}
        />
      </Box>
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex' }}>
        <LineChart
          title="Snow depth at the hut, gaps connected"
          desc="The same weekly snow depths, with the area drawn straight across the two missing Mondays. The depth peaks at 121 cm on 17 February."
          xAxis={[{ data: dates, scaleType: 'point' }]}
          yAxis={[{ min: 0, max: 140, width: 55, label: 'Snow (cm)' }]}
          series={[
            {
              data: snowDepth,
              label: 'Gaps connected',
              area: true,
              connectNulls: true,
              color: '#26a69a',
              valueFormatter: cm,
            },
          ]}
        />
      </Box>
    </Stack>
  );
}
