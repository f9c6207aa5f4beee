import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

const times = ['05:00', '06:00', '07:00', '08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00'];

// Average noise level at the fence of a building site, in decibels.
const noise = [48, 51, 63, 74, 71, 68, 76, 58, 69, 72];

export default function NoiseReferenceLines() {
  return (
    <Box sx={{ width: '100%', height: 320, display: 'flex' }}>
      <LineChart
        title="Noise level at a building site"
        desc="Hourly average noise at the site fence, in decibels, from 5:00 to 14:00. Work starts at 7:00; the 70 dB limit is exceeded at 8:00, 11:00 and 14:00."
        xAxis={[{ data: times, scaleType: 'point' }]}
        yAxis={[{ label: 'Noise (dB)', min: 40, max: 85 }]}
        series={[
          {
            data: noise,
            label: 'Noise level',
            color: '#5e35b1',
            valueFormatter: (value) => (value === null ? '' : `${value} dB`),
          },
        ]}
        hideLegend
      >
        <ChartsReferenceLine
          y={70}
          label="Limit 70 dB"
          labelAlign="start"
          lineStyle={{ stroke: '#d32f2f', strokeDasharray: '6 4' }}
          labelStyle={{ fill: '#d32f2f', fontSize: 12 }}
        />
        <ChartsReferenceLine
          x="07:00"
          label="Work starts"
          labelAlign="end"
          lineStyle={{ strokeDasharray: '2 3' }}
          labelStyle={{ fontSize: 12 }}
        />
      </LineChart>
    </Box>
  );
}
