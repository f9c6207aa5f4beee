import * as React from 'react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useDrawingArea } from '@mui/x-charts/hooks';

const hours = Array.from({ length: 24 }, (_, hour) => hour);

// Fine particulate matter measured at a roadside station, hourly average in µg/m³.
const pm25 = [9, 8, 7, 7, 8, 12, 21, 29, 31, 24, 18, 16, 15, 15, 16, 19, 25, 33, 30, 22, 17, 14, 12, 10];

function DrawingAreaOutline() {
  const theme = useTheme();
  // theme.vars holds CSS variables that follow the light or dark color scheme.
  const ink = (theme.vars || theme).palette.text.secondary;
  // The rectangle in which the plots are drawn, in SVG pixels.
  const { left, top, width, height } = useDrawingArea();

  return (
    <g>
      <rect
        x={left}
        y={top}
        width={width}
        height={height}
        fill="none"
        style={{ stroke: ink }}
        strokeDasharray="4 4"
      />
      <text x={left + width - 8} y={top + 16} textAnchor="end" fontSize={12} style={{ fill: ink }}>
        {`Drawing area: ${Math.round(width)} × ${Math.round(height)} px`}
      </text>
    </g>
  );
}

export default function DrawingAreaFrame() {
  return (
    <Box sx={{ width: '100%', height: 300, display: 'flex' }}>
      <LineChart
        title="Hourly PM2.5 at a roadside station"
        desc="Fine particles peak at 31 µg/m³ at 08:00 and 33 µg/m³ at 17:00, with the rush hours, and drop to 7 µg/m³ at night."
        xAxis={[{ data: hours, min: 0, max: 23, valueFormatter: (hour: number) => `${hour}:00` }]}
        yAxis={[{ label: 'PM2.5 (µg/m³)', min: 0 }]}
        series={[{ data: pm25, label: 'PM2.5', valueFormatter: (v) => `${v} µg/m³`, color: '#8d6e63' }]}
        hideLegend
      >
        <DrawingAreaOutline />
      </LineChart>
    </Box>
  );
}
