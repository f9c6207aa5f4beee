import * as React from 'react';
import Box from '@mui/material/Box';
import { ChartContainer, type ChartContainerProps } from '@mui/x-charts/ChartContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// Approximate climate normals for London.
const rainfallMm = [55, 41, 42, 44, 49, 45, 45, 50, 49, 69, 59, 55];
const meanTempC = [5.8, 6.2, 8.3, 10.9, 14.3, 17.4, 19.6, 19.3, 16.5, 12.9, 8.9, 6.4];

const xAxis: ChartContainerProps['xAxis'] = [{ id: 'months', scaleType: 'band', data: months }];

// Two y-axes: rainfall on the left, temperature on the right.
const yAxis: ChartContainerProps['yAxis'] = [
  { id: 'rain', label: 'Rainfall (mm)', width: 60 },
  { id: 'temp', label: 'Temperature (°C)', position: 'right', width: 60 },
];

// Each series states its type and the y-axis it is measured against.
const series: ChartContainerProps['series'] = [
  { type: 'bar', data: rainfallMm, label: 'Rainfall', yAxisId: 'rain', color: '#90caf9' },
  { type: 'line', data: meanTempC, label: 'Mean temperature', yAxisId: 'temp', color: '#e65100' },
];

export default function WeatherComposition() {
  return (
    <Box sx={{ width: '100%', height: 320 }}>
      <ChartContainer
        xAxis={xAxis}
        yAxis={yAxis}
        series={series}
        title="London rainfall and mean temperature by month"
        desc="Rainfall stays between 41 and 69 mm all year, wettest in October, while the mean temperature rises from 5.8 °C in January to 19.6 °C in July."
      >
        <ChartsGrid horizontal />
        <BarPlot borderRadius={4} />
        <LinePlot />
        <MarkPlot />
        <ChartsXAxis axisId="months" />
        <ChartsYAxis axisId="rain" />
        <ChartsYAxis axisId="temp" />
        <ChartsAxisHighlight x="band" />
        <ChartsTooltip />
      </ChartContainer>
    </Box>
  );
}
