import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

// CPU load of a web server, sampled every minute from 08:00 to 20:00: 720 points.
const minutes = Array.from({ length: 720 }, (_, index) => index);
const cpuLoad = minutes.map((minute) => {
  const workday = 35 + 25 * Math.sin((minute / 720) * Math.PI);
  // A repeatable pseudo-random jitter of ±6 points.
  const noise = Math.sin(minute * 12.9898) * 43758.5453;
  const jitter = 12 * (noise - Math.floor(noise)) - 6;
  return Math.round(Math.min(100, Math.max(0, workday + jitter)));
});

const clock = (minute: number) => {
  const hour = 8 + Math.floor(minute / 60);
  return `${String(hour).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
};

export default function ManyPoints() {
  return (
    <Box sx={{ width: '100%', height: 300, display: 'flex' }}>
      <LineChart
        title="Web server CPU load, one sample a minute"
        desc="CPU load in percent every minute from 08:00 to 20:00, 720 samples. The load rises from about 35% in the morning to about 60% at 14:00 and falls back in the evening."
        xAxis={[
          {
            data: minutes,
            scaleType: 'linear',
            min: 0,
            max: 720,
            // One tick every two hours.
            tickInterval: [0, 120, 240, 360, 480, 600, 720],
            valueFormatter: clock,
          },
        ]}
        yAxis={[{ label: 'CPU load (%)', min: 0, max: 100 }]}
        series={[
          {
            data: cpuLoad,
            label: 'CPU load',
            curve: 'linear',
            // A mark on the hour only, instead of 720 marks.
            showMark: ({ index }) => index % 60 === 0,
            valueFormatter: (value) => (value === null ? '' : `${value}%`),
          },
        ]}
        disableLineItemHighlight
        hideLegend
      />
    </Box>
  );
}
