import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsTooltipContainer, useAxesTooltip } from '@mui/x-charts/ChartsTooltip';

const weeks = ['W14', 'W15', 'W16', 'W17', 'W18', 'W19', 'W20', 'W21'];

// A vegetable box scheme: boxes delivered and boxes paused by subscribers, per week.
const delivered = [412, 428, 405, 441, 456, 470, 462, 488];
const paused = [38, 31, 52, 29, 24, 27, 41, 22];

function WeekSummary() {
  const axes = useAxesTooltip();
  const axis = axes?.[0];
  if (!axis) {
    return null;
  }
  const values = axis.seriesItems.map((item) => Number(item.value ?? 0));
  const subscribers = values.reduce((sum, v) => sum + v, 0);
  return (
    <Paper elevation={3} sx={{ p: 1.5, minWidth: 190 }}>
      <Typography variant="subtitle2">Week {axis.axisFormattedValue.slice(1)}</Typography>
      {axis.seriesItems.map((item) => (
        <Typography key={item.seriesId} variant="body2" sx={{ color: item.color }}>
          {item.formattedLabel}: {item.formattedValue}
        </Typography>
      ))}
      <Typography variant="caption" color="text.secondary">
        {subscribers} subscribers, {(((values[1] ?? 0) / subscribers) * 100).toFixed(1)}% paused
      </Typography>
    </Paper>
  );
}

export default function ComposedAxisTooltip() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <ChartContainer
        title="Vegetable boxes per week"
        desc="Boxes delivered (bars) and paused (line) over eight weeks. Deliveries grow from 412 to 488 while pauses stay between 22 and 52."
        xAxis={[{ id: 'weeks', scaleType: 'band', data: weeks }]}
        yAxis={[{ id: 'boxes', width: 60, label: 'Boxes' }]}
        series={[
          { type: 'bar', data: delivered, label: 'Delivered', color: '#66bb6a', valueFormatter: (v) => `${v} boxes` },
          { type: 'line', data: paused, label: 'Paused', color: '#ff7043', valueFormatter: (v) => `${v} boxes` },
        ]}
      >
        <BarPlot />
        <LinePlot />
        <MarkPlot />
        <ChartsXAxis axisId="weeks" />
        <ChartsYAxis axisId="boxes" />
        <ChartsAxisHighlight x="band" />
        <ChartsTooltipContainer trigger="axis">
          <WeekSummary />
        </ChartsTooltipContainer>
      </ChartContainer>
    </Box>
  );
}
