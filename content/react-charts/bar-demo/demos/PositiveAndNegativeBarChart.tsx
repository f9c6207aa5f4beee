import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// Change of a reservoir's water level over each month, in centimetres.
const levelChange = [34, 21, 12, -8, -19, -31, -44, -37, -12, 9, 27, 38];

const formatChange = (value: number | null) => (value === null ? '' : `${value > 0 ? '+' : ''}${value} cm`);

export default function PositiveAndNegativeBarChart() {
  return (
    <Box sx={{ width: '100%', height: 320 }}>
      <BarChart
        title="Monthly change of a reservoir's water level, in centimetres"
        desc="The level rises from October to March and falls from April to September, losing the most in July, 44 cm."
        height={320}
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[
          {
            valueFormatter: (value: number) => `${value} cm`,
            width: 55,
            colorMap: { type: 'piecewise', thresholds: [0], colors: ['#ef6c00', '#0277bd'] },
          },
        ]}
        series={[{ data: levelChange, label: 'Level change', valueFormatter: formatChange }]}
        borderRadius={3}
        hideLegend
      >
        <ChartsReferenceLine y={0} lineStyle={{ strokeWidth: 1.5 }} />
      </BarChart>
    </Box>
  );
}
