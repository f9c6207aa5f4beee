import * as React from 'react';
import Box from '@mui/material/Box';
import { ChartContainer, type ChartContainerProps } from '@mui/x-charts/ChartContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LineHighlightPlot, LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// An island ferry line: passengers carried (thousands) and share of on-time departures (%).
const passengers = [41, 38, 47, 58, 71, 89, 112, 118, 84, 62, 44, 49];
const onTime = [93, 95, 94, 92, 90, 86, 79, 77, 88, 91, 89, 84];

const xAxis: ChartContainerProps['xAxis'] = [{ id: 'month', scaleType: 'band', data: months }];

const yAxis: ChartContainerProps['yAxis'] = [
  { id: 'passengers', label: 'Passengers (thousands)', width: 60 },
  { id: 'punctuality', label: 'On time (%)', min: 60, max: 100, position: 'right', width: 60 },
];

const series: ChartContainerProps['series'] = [
  {
    type: 'bar',
    id: 'passengers',
    label: 'Passengers',
    data: passengers,
    yAxisId: 'passengers',
    color: '#4db6ac',
    valueFormatter: (value) => (value === null ? null : `${value}k`),
  },
  {
    type: 'line',
    id: 'on-time',
    label: 'On-time departures',
    data: onTime,
    yAxisId: 'punctuality',
    color: '#d84315',
    valueFormatter: (value) => (value === null ? null : `${value}%`),
  },
];

export default function FerryRidership() {
  return (
    <Box sx={{ width: '100%', height: 340 }}>
      <ChartContainer
        title="Ferry passengers and on-time departures by month"
        desc="Passenger numbers triple from 38 thousand in February to 118 thousand in August, while on-time departures fall from 95% to 77% over the same months."
        xAxis={xAxis}
        yAxis={yAxis}
        series={series}
      >
        <ChartsGrid horizontal />
        <ChartsAxisHighlight x="band" />
        <BarPlot borderRadius={3} />
        <LinePlot />
        <MarkPlot />
        <LineHighlightPlot />
        <ChartsXAxis axisId="month" />
        <ChartsYAxis axisId="passengers" />
        <ChartsYAxis axisId="punctuality" />
        <ChartsTooltip />
      </ChartContainer>
    </Box>
  );
}
