import * as React from 'react';
import Box from '@mui/material/Box';
import { ChartContainer, type ChartContainerProps } from '@mui/x-charts/ChartContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

// Net change in members of a climbing gym each month (joins minus cancellations).
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'];
const netMembers = [42, 18, -6, 11, -14, -23, 5, 31];

// The axes are declared on the container and drawn by the components below.
const xAxis: ChartContainerProps['xAxis'] = [{ id: 'month', scaleType: 'band', data: months }];
const yAxis: ChartContainerProps['yAxis'] = [{ id: 'members', width: 50 }];
const series: ChartContainerProps['series'] = [
  { type: 'bar', data: netMembers, label: 'Net members', color: '#00897b' },
];

export default function ComposedAxes() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <ChartContainer
        title="Monthly net change in climbing gym members"
        desc="Members gained or lost each month, from +42 in January to -23 in June."
        xAxis={xAxis}
        yAxis={yAxis}
        series={series}
      >
        <ChartsGrid horizontal />
        <BarPlot borderRadius={3} />
        <ChartsReferenceLine y={0} lineStyle={{ strokeWidth: 1.5 }} />
        <ChartsXAxis axisId="month" disableLine disableTicks />
        <ChartsYAxis axisId="members" label="Members" tickLabelStyle={{ fontSize: 11 }} />
      </ChartContainer>
    </Box>
  );
}
