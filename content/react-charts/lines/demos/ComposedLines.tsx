import * as React from 'react';
import Stack from '@mui/material/Stack';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ChartContainer, type ChartContainerProps } from '@mui/x-charts/ChartContainer';
import { AreaPlot, LineHighlightPlot, LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsGrid } from '@mui/x-charts/ChartsGrid';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

const weeks = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

// Average daily screen time of a family of four, in hours, while they try to cut down.
const screenTime = [6.8, 6.5, 6.9, 6.1, 5.7, 5.9, 5.2, 4.8, 4.9, 4.4];

const series: ChartContainerProps['series'] = [
  {
    type: 'line',
    id: 'screen',
    data: screenTime,
    label: 'Screen time',
    area: true,
    valueFormatter: (value) => (value === null ? '' : `${value} h per day`),
  },
];

export default function ComposedLines() {
  const [message, setMessage] = React.useState('Click a mark to select a week.');

  return (
    <Stack spacing={1} sx={{ width: '100%', height: 340 }}>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <ChartContainer
          title="Family screen time per week"
          desc="Average daily screen time in hours over ten weeks, falling from 6.8 to 4.4 hours, below the 5-hour goal from week 8."
          series={series}
          xAxis={[{ id: 'weeks', data: weeks, scaleType: 'point', valueFormatter: (week: number) => `Week ${week}` }]}
          yAxis={[{ id: 'hours', min: 0, label: 'Hours per day' }]}
        >
          <ChartsGrid horizontal />
          <AreaPlot opacity={0.3} />
          <LinePlot />
          <ChartsReferenceLine y={5} label="Goal: 5 h" labelAlign="end" lineStyle={{ strokeDasharray: '6 4' }} />
          <ChartsXAxis axisId="weeks" />
          <ChartsYAxis axisId="hours" />
          <ChartsAxisHighlight x="line" />
          <MarkPlot
            onItemClick={(event, item) =>
              setMessage(`Week ${weeks[item.dataIndex ?? 0]}: ${screenTime[item.dataIndex ?? 0]} hours per day`)
            }
          />
          <LineHighlightPlot />
          <ChartsTooltip />
        </ChartContainer>
      </Box>
      <Typography variant="body2">{message}</Typography>
    </Stack>
  );
}
