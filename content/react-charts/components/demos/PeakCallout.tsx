import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { LinePlot, MarkPlot, AreaPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { useXScale, useYScale } from '@mui/x-charts/hooks';

const hours = Array.from({ length: 24 }, (_, hour) => hour);

// Electricity demand on a national grid during a winter weekday, in gigawatts.
const demand = [
  27.1, 25.9, 25.0, 24.6, 24.8, 26.3, 30.2, 34.8, 36.9, 36.2, 35.5, 35.1, 34.6, 34.2, 34.0, 34.9, 37.6, 41.2,
  40.4, 38.1, 35.6, 33.0, 30.4, 28.2,
];
const peak = Math.max(...demand);
const peakHour = demand.indexOf(peak);

// An HTML element placed over the <svg>: the scales give its position in pixels.
function PeakNote() {
  const xScale = useXScale<'linear'>();
  const yScale = useYScale<'linear'>();
  return (
    <Paper
      elevation={3}
      sx={{
        position: 'absolute',
        left: xScale(peakHour),
        top: yScale(peak),
        transform: 'translate(-100%, -50%) translateX(-12px)',
        px: 1,
        py: 0.5,
        pointerEvents: 'none',
        whiteSpace: 'nowrap',
      }}
    >
      <Typography variant="caption" sx={{ display: 'block', fontWeight: 600 }}>
        Evening peak
      </Typography>
      <Typography variant="caption">{`${peak} GW at ${peakHour}:00`}</Typography>
    </Paper>
  );
}

export default function PeakCallout() {
  return (
    <ChartDataProvider
      series={[
        {
          type: 'line',
          data: demand,
          area: true,
          baseline: 'min',
          color: '#5c6bc0',
          showMark: ({ index }) => index === peakHour,
        },
      ]}
      xAxis={[{ data: hours, min: 0, max: 23, valueFormatter: (hour: number) => `${hour}:00` }]}
      yAxis={[{ label: 'Demand (GW)', min: 20, max: 45 }]}
    >
      <Box sx={{ position: 'relative', height: 300 }}>
        <ChartsSurface
          title="Electricity demand over a winter weekday"
          desc="Demand falls to 24.6 GW at 3:00, climbs to 36.9 GW at 8:00 and reaches its peak of 41.2 GW at 17:00."
        >
          <AreaPlot />
          <LinePlot />
          <MarkPlot />
          <ChartsXAxis />
          <ChartsYAxis />
        </ChartsSurface>
        <PeakNote />
      </Box>
    </ChartDataProvider>
  );
}
