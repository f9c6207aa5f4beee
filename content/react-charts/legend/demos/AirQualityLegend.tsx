import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';
import { PiecewiseColorLegend, type PiecewiseLabelFormatterParams } from '@mui/x-charts/ChartsLegend';

const days = Array.from({ length: 14 }, (_, i) => new Date(2025, 2, i + 1));

// Daily mean PM2.5 concentration in a city centre, in µg/m³.
const pm25 = [8, 12, 19, 27, 38, 31, 22, 14, 9, 11, 17, 29, 41, 24];

const bands = ['Good', 'Fair', 'Moderate', 'Poor'];

function bandLabel({ index, formattedMin, formattedMax }: PiecewiseLabelFormatterParams) {
  if (formattedMin === null) {
    return `${bands[index]} (under ${formattedMax})`;
  }
  if (formattedMax === null) {
    return `${bands[index]} (${formattedMin}+)`;
  }
  return `${bands[index]} (${formattedMin}–${formattedMax})`;
}

export default function AirQualityLegend() {
  return (
    <Box sx={{ width: '100%', height: 360, display: 'flex' }}>
      <LineChart
        title="Fine particle pollution in March"
        desc="Daily mean PM2.5 over two weeks, colored by air quality band. The air was poor on March 5 and March 13."
        xAxis={[{ scaleType: 'time', data: days, valueFormatter: (d: Date) => d.toLocaleDateString('en-GB', { day: 'numeric', month: 'short' }) }]}
        yAxis={[
          {
            label: 'PM2.5 (µg/m³)',
            colorMap: { type: 'piecewise', thresholds: [10, 20, 35], colors: ['#43a047', '#c0ca33', '#fb8c00', '#e53935'] },
          },
        ]}
        series={[{ data: pm25, label: 'PM2.5', valueFormatter: (v) => `${v} µg/m³` }]}
        slots={{ legend: PiecewiseColorLegend }}
        slotProps={{
          legend: {
            axisDirection: 'y',
            labelPosition: 'end',
            markType: 'circle',
            labelFormatter: bandLabel,
            // The piecewise legend is 'max-content' wide by default: let it wrap instead.
            sx: { width: 'auto', maxWidth: 'calc(100% - 16px)', flexWrap: 'wrap', justifyContent: 'center', columnGap: 1.5, rowGap: 1 },
          },
        }}
      />
    </Box>
  );
}
