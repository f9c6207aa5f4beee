import * as React from 'react';
import Stack from '@mui/material/Stack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const WINDOW = 30;

type Sample = { second: number; bpm: number };

// A simulated heart rate monitor on an exercise bike: one reading per second.
function nextReading(previous: Sample): Sample {
  const drift = (Math.random() - 0.45) * 9;
  const bpm = Math.round(Math.min(175, Math.max(95, previous.bpm + drift)));
  return { second: previous.second + 1, bpm };
}

function firstWindow(): Sample[] {
  let sample: Sample = { second: 0, bpm: 120 };
  const samples = [sample];
  while (samples.length < WINDOW) {
    sample = nextReading(sample);
    samples.push(sample);
  }
  return samples;
}

export default function LiveHeartRate() {
  const [samples, setSamples] = React.useState(firstWindow);
  const [running, setRunning] = React.useState(true);

  React.useEffect(() => {
    if (!running) {
      return undefined;
    }
    const timer = setInterval(() => {
      setSamples((previous) => [...previous.slice(1), nextReading(previous[previous.length - 1]!)]);
    }, 1000);
    return () => clearInterval(timer);
  }, [running]);

  const latest = samples[samples.length - 1]!;

  return (
    <Stack spacing={1} sx={{ width: '100%', height: 340 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button variant="outlined" size="small" onClick={() => setRunning((value) => !value)}>
          {running ? 'Pause' : 'Resume'}
        </Button>
        <Typography variant="body2">
          Now: {latest.bpm} bpm
        </Typography>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex' }}>
        <LineChart
          title="Live heart rate, last 30 seconds"
          desc="Heart rate in beats per minute, one reading per second, over the last 30 seconds. The chart scrolls as readings arrive."
          skipAnimation
          xAxis={[
            {
              data: samples.map((sample) => sample.second),
              scaleType: 'point',
              valueFormatter: (second: number) => `${second} s`,
              tickInterval: (second: number) => second % 5 === 0,
            },
          ]}
          yAxis={[{ label: 'Heart rate (bpm)', min: 90, max: 180 }]}
          series={[
            {
              data: samples.map((sample) => sample.bpm),
              label: 'Heart rate',
              showMark: false,
              color: '#c62828',
              valueFormatter: (value) => (value === null ? '' : `${value} bpm`),
            },
          ]}
          hideLegend
        />
      </Box>
    </Stack>
  );
}
