import * as React from 'react';
import Box from '@mui/material/Box';
import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { BarPlot, barLabelClasses } from '@mui/x-charts/BarChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';

const sprints = ['S1', 'S2', 'S3', 'S4', 'S5', 'S6'];

// Story points a product team completed in each two-week sprint.
const completed = [34, 41, 29, 45, 38, 43];
const target = 40;

export default function BarComposition() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <ChartContainer
        title="Story points completed per sprint against a target of 40"
        desc="The team met the target of 40 points in three of six sprints, S2, S4 and S6, and completed the fewest, 29, in S3."
        xAxis={[{ id: 'sprints', scaleType: 'band', data: sprints }]}
        yAxis={[{ id: 'points', label: 'Story points' }]}
        series={[{ type: 'bar', data: completed, label: 'Completed', color: '#5c6bc0' }]}
        sx={{ [`& .${barLabelClasses.root}`]: { fill: '#fff', fontWeight: 600 } }}
      >
        <ChartsGrid horizontal />
        <ChartsAxisHighlight x="band" />
        <BarPlot borderRadius={4} barLabel="value" />
        <ChartsReferenceLine
          y={target}
          label={`Target: ${target}`}
          labelAlign="start"
          lineStyle={{ strokeDasharray: '6 4', stroke: '#e65100' }}
        />
        <ChartsXAxis axisId="sprints" />
        <ChartsYAxis axisId="points" />
        <ChartsTooltip />
      </ChartContainer>
    </Box>
  );
}
