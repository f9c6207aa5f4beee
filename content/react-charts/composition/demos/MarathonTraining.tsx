import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ChartContainer, type ChartContainerProps } from '@mui/x-charts/ChartContainer';
import { ScatterPlot } from '@mui/x-charts/ScatterChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';

// A running club's marathon: average weekly training distance (km) and finish time (minutes).
const trainingKm = [
  24, 28, 31, 33, 36, 38, 40, 42, 44, 45, 47, 49, 51, 53, 55, 57, 58, 61, 63, 65, 68, 70, 73, 76, 79, 82, 86,
  90,
];
const finishMinutes = [
  298, 281, 289, 266, 272, 259, 262, 248, 255, 239, 244, 236, 241, 228, 232, 221, 226, 214, 219, 207, 211,
  199, 203, 192, 196, 186, 181, 177,
];
const runners = trainingKm.map((km, index) => ({ id: index + 1, x: km, y: finishMinutes[index] ?? 0 }));

const formatTime = (minutes: number) =>
  `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;

const series: ChartContainerProps['series'] = [
  {
    type: 'scatter',
    id: 'runners',
    label: 'Runner',
    data: runners,
    color: '#5c6bc0',
    highlightScope: { highlight: 'item', fade: 'global' },
    valueFormatter: (point) => point && `${point.x} km a week, finished in ${formatTime(point.y)}`,
  },
];

const xAxis: ChartContainerProps['xAxis'] = [{ id: 'km', label: 'Training (km per week)', min: 20, max: 95 }];
const yAxis: ChartContainerProps['yAxis'] = [
  { id: 'time', label: 'Finish time (h:mm)', min: 165, max: 305, valueFormatter: formatTime },
];

export default function MarathonTraining() {
  const [picked, setPicked] = React.useState<number | null>(null);
  const runner = picked === null ? undefined : runners[picked];

  return (
    <Box sx={{ height: 360, display: 'flex', flexDirection: 'column' }}>
      <Typography variant="body2" sx={{ px: 1, minHeight: 24 }}>
        {runner
          ? `Runner #${runner.id}: ${runner.x} km a week, finished in ${formatTime(runner.y)}`
          : 'Click near a point to pick a runner.'}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <ChartContainer
          title="Marathon finish time against weekly training distance"
          desc="Each point is one of 28 club runners: those who trained more finished faster, from about 5 hours at 24 km a week to under 3 hours at 90 km."
          xAxis={xAxis}
          yAxis={yAxis}
          series={series}
          voronoiMaxRadius={30}
          onItemClick={(_, item) => setPicked(item.dataIndex)}
        >
          <ChartsGrid horizontal vertical />
          <ChartsReferenceLine
            y={240}
            label="4-hour mark"
            labelAlign="end"
            lineStyle={{ strokeDasharray: '5 4' }}
          />
          <ScatterPlot />
          <ChartsXAxis axisId="km" />
          <ChartsYAxis axisId="time" />
          <ChartsTooltip trigger="item" />
        </ChartContainer>
      </Box>
    </Box>
  );
}
