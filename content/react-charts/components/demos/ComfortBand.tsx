import * as React from 'react';
import Box from '@mui/material/Box';
import { ChartContainer } from '@mui/x-charts/ChartContainer';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { useDrawingArea, useYScale } from '@mui/x-charts/hooks';

const times = [
  '07:00',
  '08:00',
  '09:00',
  '10:00',
  '11:00',
  '12:00',
  '13:00',
  '14:00',
  '15:00',
  '16:00',
  '17:00',
  '18:00',
];

// Air temperature in an open-plan office on a sunny day, in °C.
const temperature = [18.4, 19.1, 20.3, 21.2, 22.0, 23.1, 24.2, 25.1, 25.4, 24.6, 23.5, 22.2];

function ComfortRange({ low, high }: { low: number; high: number }) {
  const { left, width } = useDrawingArea();
  // The y scale turns a temperature into a vertical position in SVG pixels.
  const yScale = useYScale();
  const top = yScale(high) ?? 0;
  const bottom = yScale(low) ?? 0;

  return (
    <g>
      <rect x={left} y={top} width={width} height={bottom - top} fill="#43a047" fillOpacity={0.15} />
      <text x={left + 8} y={top + 16} fontSize={12} fill="#43a047">
        {`Comfort range ${low}–${high} °C`}
      </text>
    </g>
  );
}

export default function ComfortBand() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <ChartContainer
        title="Office temperature during a sunny day"
        desc="The temperature enters the 20 to 24 °C comfort range at 09:00, leaves it at 13:00 to peak at 25.4 °C at 15:00, and returns into it at 17:00."
        xAxis={[{ scaleType: 'point', data: times }]}
        yAxis={[{ min: 16, max: 28, label: 'Temperature (°C)' }]}
        series={[
          {
            type: 'line',
            data: temperature,
            label: 'Office',
            color: '#ef6c00',
            valueFormatter: (value) => `${value} °C`,
          },
        ]}
      >
        <ComfortRange low={20} high={24} />
        <ChartsAxisHighlight x="line" />
        <LinePlot />
        <MarkPlot />
        <ChartsXAxis />
        <ChartsYAxis />
        <ChartsTooltip />
      </ChartContainer>
    </Box>
  );
}
