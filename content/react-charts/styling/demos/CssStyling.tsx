import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart, lineElementClasses, markElementClasses } from '@mui/x-charts/LineChart';
import { axisClasses } from '@mui/x-charts/ChartsAxis';
import { chartsGridClasses } from '@mui/x-charts/ChartsGrid';

const years = [2018, 2019, 2020, 2021, 2022, 2023, 2024];

// Seats of a community theatre sold per season, in percent of capacity.
const occupancy = [71, 74, 38, 52, 68, 79, 83];

export default function CssStyling() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <LineChart
        title="Share of theatre seats sold per season, in percent"
        desc="Occupancy fell from 74% to 38% in 2020 and has since climbed back to a record 83% in 2024."
        height={300}
        xAxis={[{ data: years, scaleType: 'point', valueFormatter: (year: number) => `${year}` }]}
        yAxis={[{ min: 0, max: 100, valueFormatter: (value: number) => `${value}%`, width: 50 }]}
        series={[{ data: occupancy, label: 'Seats sold', color: '#ad1457', valueFormatter: (v) => `${v}%` }]}
        grid={{ horizontal: true }}
        hideLegend
        sx={(theme) => ({
          // Axis lines and ticks disappear; tick labels turn grey and bold.
          [`& .${axisClasses.root} .${axisClasses.line}, & .${axisClasses.root} .${axisClasses.tick}`]: {
            display: 'none',
          },
          [`& .${axisClasses.tickLabel}`]: { fill: '#78909c', fontWeight: 600 },
          // Dashed grid lines.
          [`& .${chartsGridClasses.line}`]: { strokeDasharray: '4 4' },
          // Hollow marks with a thick outline in the series color.
          [`& .${markElementClasses.root}`]: { fill: theme.palette.background.paper, strokeWidth: 3 },
          [`& .${lineElementClasses.root}`]: { strokeWidth: 3 },
        })}
      />
    </Box>
  );
}
