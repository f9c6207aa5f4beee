import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { AreaPlot, LinePlot } from '@mui/x-charts/LineChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsAxisHighlight } from '@mui/x-charts/ChartsAxisHighlight';
import { useAxesTooltip } from '@mui/x-charts/ChartsTooltip';

const km = [0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20];

// Elevation profile of a mountain bike trail, in meters, and the heart rate of a rider, in bpm.
const elevation = [420, 465, 530, 610, 655, 640, 590, 620, 560, 480, 430];
const heartRate = [112, 138, 156, 168, 171, 150, 128, 155, 132, 118, 109];

// Reads the hovered position and shows it in a fixed place instead of a popup.
function Readout() {
  const axis = useAxesTooltip()?.[0];
  return (
    <Stack direction="row" spacing={3} sx={{ px: 2, py: 1, minHeight: 40, alignItems: 'center', flexWrap: 'wrap' }}>
      {axis ? (
        <React.Fragment>
          <Typography variant="subtitle2">{axis.axisFormattedValue}</Typography>
          {axis.seriesItems.map((item) => (
            <Typography key={item.seriesId} variant="body2" sx={{ color: item.color }}>
              {item.formattedLabel}: {item.formattedValue}
            </Typography>
          ))}
        </React.Fragment>
      ) : (
        <Typography variant="body2" color="text.secondary">
          Hover the profile to read a point of the trail.
        </Typography>
      )}
    </Stack>
  );
}

export default function HoverPanel() {
  return (
    <ChartDataProvider
      height={260}
      xAxis={[{ id: 'km', data: km, valueFormatter: (v: number) => `km ${v}` }]}
      yAxis={[
        { id: 'elevation', width: 60, label: 'Elevation (m)' },
        { id: 'heart', position: 'right', width: 60, label: 'Heart rate (bpm)' },
      ]}
      series={[
        { type: 'line', data: elevation, label: 'Elevation', yAxisId: 'elevation', area: true, color: '#8d6e63', valueFormatter: (v) => `${v} m` },
        { type: 'line', data: heartRate, label: 'Heart rate', yAxisId: 'heart', color: '#e53935', valueFormatter: (v) => `${v} bpm` },
      ]}
    >
      <Box sx={{ height: 320, display: 'flex', flexDirection: 'column' }}>
        <Readout />
        <ChartsSurface
          title="Trail profile and heart rate"
          desc="Elevation along a 20 kilometer trail, from 420 to 655 meters, with the rider's heart rate peaking at 171 beats per minute at the summit."
        >
          <AreaPlot />
          <LinePlot />
          <ChartsXAxis axisId="km" />
          <ChartsYAxis axisId="elevation" />
          <ChartsYAxis axisId="heart" />
          <ChartsAxisHighlight x="line" />
        </ChartsSurface>
      </Box>
    </ChartDataProvider>
  );
}
