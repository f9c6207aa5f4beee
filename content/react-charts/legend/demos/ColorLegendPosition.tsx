import * as React from 'react';
import Box from '@mui/material/Box';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { ContinuousColorLegend } from '@mui/x-charts/ChartsLegend';

// Weather stations: altitude (m), mean July temperature (°C) and yearly rainfall (mm).
const stations: [number, number, number][] = [
  [120, 21.4, 640], [260, 20.6, 710], [410, 19.5, 820], [530, 18.9, 905], [690, 17.6, 980],
  [820, 16.9, 1120], [950, 16.1, 1210], [1100, 15.0, 1340], [1240, 14.2, 1420], [1390, 13.1, 1580],
  [1520, 12.4, 1650], [1680, 11.2, 1790], [1810, 10.5, 1880], [1960, 9.6, 2010], [2110, 8.4, 2150],
  [340, 20.1, 760], [770, 17.0, 1050], [1450, 12.9, 1500], [1890, 9.9, 1960], [2230, 7.8, 2240],
];

const data = stations.map(([x, y, z], id) => ({ id, x, y, z }));

export default function ColorLegendPosition() {
  return (
    <Box sx={{ width: '100%', height: 340, display: 'flex' }}>
      <ScatterChart
        title="Alpine weather stations"
        desc="Twenty stations plotted by altitude and mean July temperature, colored by yearly rainfall. Higher stations are colder and wetter."
        xAxis={[{ label: 'Altitude (m)' }]}
        yAxis={[{ label: 'July mean (°C)' }]}
        zAxis={[{ colorMap: { type: 'continuous', min: 600, max: 2300, color: ['#fff176', '#1a237e'] } }]}
        series={[{ data, label: 'Station', valueFormatter: (v) => v && `${v.x} m, ${v.y} °C, ${v.z} mm` }]}
        slots={{ legend: ContinuousColorLegend }}
        slotProps={{
          legend: {
            direction: 'vertical',
            position: { vertical: 'middle', horizontal: 'end' },
            maxLabel: ({ formattedValue }) => `${formattedValue} mm`,
            minLabel: ({ formattedValue }) => `${formattedValue} mm`,
            sx: { height: 200 },
          },
        }}
      />
    </Box>
  );
}
