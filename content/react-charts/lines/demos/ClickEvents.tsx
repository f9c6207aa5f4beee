import * as React from 'react';
import Stack from '@mui/material/Stack';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';

const laps = [1, 2, 3, 4, 5, 6, 7, 8];

// Lap times of two swimmers over 8 x 50 m, in seconds.
const mara = [31.2, 32.0, 32.4, 32.9, 33.1, 33.0, 32.6, 31.8];
const jonas = [30.4, 31.5, 32.8, 33.6, 34.0, 34.3, 33.9, 33.2];

const seconds = (value: number | null) => (value === null ? '' : `${value.toFixed(1)} s`);

export default function ClickEvents() {
  const [log, setLog] = React.useState<string[]>(['Click a line, a mark, the area or the plot.']);
  const write = (line: string) => setLog((previous) => [line, ...previous].slice(0, 3));

  return (
    <Stack spacing={1} sx={{ width: '100%', height: 400 }}>
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex' }}>
        <LineChart
          title="Lap times of two swimmers"
          desc="Seconds per 50 m lap over eight laps. Jonas starts faster but slows down more than Mara from lap 3."
          xAxis={[{ data: laps, scaleType: 'point', valueFormatter: (lap: number) => `Lap ${lap}` }]}
          yAxis={[{ label: 'Lap time (s)', min: 29, max: 35 }]}
          series={[
            { id: 'mara', data: mara, label: 'Mara', area: true, valueFormatter: seconds },
            { id: 'jonas', data: jonas, label: 'Jonas', valueFormatter: seconds },
          ]}
          onLineClick={(event, item) => write(`onLineClick: series "${item.seriesId}"`)}
          onAreaClick={(event, item) => write(`onAreaClick: series "${item.seriesId}"`)}
          onMarkClick={(event, item) =>
            write(`onMarkClick: series "${item.seriesId}", dataIndex ${item.dataIndex}`)
          }
          onAxisClick={(event, data) => {
            if (data) {
              const values = Object.entries(data.seriesValues).map(([id, value]) => `${id} ${value} s`);
              write(`onAxisClick: lap ${data.axisValue}, ${values.join(', ')}`);
            }
          }}
        />
      </Box>
      <Box
        component="pre"
        sx={{ m: 0, p: 1, height: 72, overflow: 'hidden', fontSize: 12, bgcolor: 'action.hover', borderRadius: 1 }}
      >
        {log.map((line, index) => (
          <Typography key={index} component="div" variant="inherit" noWrap>
            {line}
          </Typography>
        ))}
      </Box>
    </Stack>
  );
}
