import * as React from 'react';
import Box from '@mui/material/Box';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// One beehive over 14 days: noon temperature (°C), weight gained that day (kg)
// and foraging flights counted at the entrance per minute.
const days = [
  { temp: 12, gain: 0.1, flights: 14 }, { temp: 14, gain: 0.3, flights: 22 },
  { temp: 15, gain: 0.2, flights: 31 }, { temp: 17, gain: 0.6, flights: 46 },
  { temp: 18, gain: 0.9, flights: 52 }, { temp: 19, gain: 0.8, flights: 64 },
  { temp: 21, gain: 1.4, flights: 71 }, { temp: 22, gain: 1.7, flights: 83 },
  { temp: 23, gain: 1.5, flights: 88 }, { temp: 25, gain: 2.1, flights: 97 },
  { temp: 26, gain: 2.4, flights: 95 }, { temp: 28, gain: 2.2, flights: 104 },
  { temp: 30, gain: 1.9, flights: 99 }, { temp: 31, gain: 1.6, flights: 92 },
];

export default function MultipleYAxesScatterChart() {
  return (
    <Box sx={{ width: '100%', height: 360, display: 'flex' }}>
      <ScatterChart
        title="Beehive weight gain and foraging flights against temperature"
        desc="Fourteen days of one hive: both the daily weight gain, on the left axis, and the flights per minute, on the right axis, rise with temperature up to about 26 °C, then fall back."
        series={[
          {
            label: 'Weight gain (kg)',
            yAxisId: 'gain',
            data: days.map((d) => ({ x: d.temp, y: d.gain })),
            valueFormatter: (v) => (v === null ? '' : `${v.x} °C: +${v.y} kg`),
          },
          {
            label: 'Flights per minute',
            yAxisId: 'flights',
            data: days.map((d) => ({ x: d.temp, y: d.flights })),
            valueFormatter: (v) => (v === null ? '' : `${v.x} °C: ${v.y} flights/min`),
          },
        ]}
        xAxis={[{ label: 'Noon temperature (°C)', min: 10, max: 32 }]}
        yAxis={[
          { id: 'gain', label: 'Weight gain (kg)', position: 'left', min: 0 },
          { id: 'flights', label: 'Flights per minute', position: 'right', min: 0 },
        ]}
      />
    </Box>
  );
}
