import * as React from 'react';
import Box from '@mui/material/Box';
import { Unstable_RadarChart as RadarChart } from '@mui/x-charts/RadarChart';

// Two city e-bikes. Each metric has its own unit, so each gets its own scale.
const units: Record<string, string> = {
  Range: 'km',
  'Top speed': 'km/h',
  Battery: 'Wh',
  Payload: 'kg',
  Torque: 'Nm',
};

export default function EbikeSpecs() {
  return (
    <Box sx={{ width: '100%', height: 380, display: 'flex' }}>
      <RadarChart
        title="E-bike specifications"
        desc="Range in km, top speed in km/h, battery in Wh, payload in kg and motor torque in Nm of the Commuter and Cargo e-bikes."
        series={[
          { label: 'Commuter', data: [110, 25, 500, 120, 50] },
          { label: 'Cargo', data: [80, 25, 750, 200, 85] },
        ]}
        margin={{ left: 70, right: 70, top: 40, bottom: 50 }}
        radar={{
          startAngle: 36,
          labelGap: 14,
          metrics: [
            { name: 'Range', max: 150 },
            { name: 'Top speed', min: 15, max: 30 },
            { name: 'Battery', max: 800 },
            { name: 'Payload', max: 250 },
            { name: 'Torque', max: 100 },
          ],
          labelFormatter: (name) => `${name}\n(${units[name]})`,
        }}
      />
    </Box>
  );
}
