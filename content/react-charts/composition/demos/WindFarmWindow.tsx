import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { ChartContainer, type ChartContainerProps } from '@mui/x-charts/ChartContainer';
import { AreaPlot, LinePlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsClipPath } from '@mui/x-charts/ChartsClipPath';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const hours = Array.from({ length: 7 * 24 }, (_, hour) => hour);

// Hourly output of a 48 MW wind farm over one week, in megawatts.
const outputMw = hours.map((hour) => {
  const weather = 24 + 14 * Math.sin(hour / 17) + 7 * Math.sin(hour / 4.1 + 1) + 3 * Math.sin(hour / 1.7);
  return Math.round(Math.min(48, Math.max(0, weather)) * 10) / 10;
});

const formatHour = (hour: number) =>
  `${days[Math.floor(hour / 24)] ?? 'Mon'} ${String(hour % 24).padStart(2, '0')}:00`;

export default function WindFarmWindow() {
  // An id that is unique on the page and safe inside url(#...).
  const clipId = `wind-clip-${React.useId().replace(/[^\w-]/g, '')}`;
  const [start, setStart] = React.useState(30);
  const [clip, setClip] = React.useState(true);

  const xAxis: ChartContainerProps['xAxis'] = [
    {
      id: 'hour',
      data: hours,
      min: start,
      max: start + 36,
      // A tick every six hours; the chart hides the ticks outside the window.
      tickInterval: hours.filter((hour) => hour % 6 === 0),
      valueFormatter: (hour: number) => formatHour(hour),
    },
  ];
  const yAxis: ChartContainerProps['yAxis'] = [{ id: 'mw', label: 'Output (MW)', min: 0, max: 50 }];
  const series: ChartContainerProps['series'] = [
    { type: 'line', data: outputMw, area: true, showMark: false, color: '#00838f' },
  ];

  return (
    <Box sx={{ height: 380, display: 'flex', flexDirection: 'column' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', px: 1 }}>
        <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
          From {formatHour(start)}
        </Typography>
        <Slider
          size="small"
          aria-label="Start of the 36-hour window"
          value={start}
          min={0}
          max={7 * 24 - 37}
          onChange={(_, value) => setStart(value as number)}
        />
      </Stack>
      <FormControlLabel
        sx={{ px: 1 }}
        control={<Switch checked={clip} onChange={(event) => setClip(event.target.checked)} />}
        label="Clip the plot to the drawing area"
      />
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <ChartContainer
          title="Wind farm output over a 36-hour window"
          desc="Hourly output of a 48 MW wind farm during one week, shown 36 hours at a time; move the slider to pan through the week."
          xAxis={xAxis}
          yAxis={yAxis}
          series={series}
          margin={{ right: 32 }}
          skipAnimation
        >
          <ChartsGrid horizontal />
          <g clipPath={clip ? `url(#${clipId})` : undefined}>
            <AreaPlot />
            <LinePlot />
          </g>
          <ChartsXAxis axisId="hour" />
          <ChartsYAxis axisId="mw" />
          <ChartsClipPath id={clipId} />
        </ChartContainer>
      </Box>
    </Box>
  );
}
