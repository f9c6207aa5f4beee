import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// Monthly profit (or loss, below zero) of a seaside café, in thousands of euros.
const profit = [-4.2, -3.1, -0.8, 1.6, 4.9, 8.3, 12.7, 13.4, 6.2, 0.9, -2.5, -3.8];

export default function CafeProfitFill() {
  return (
    <Box sx={{ width: '100%', height: 320, display: 'flex' }}>
      <LineChart
        title="Seaside café profit and loss by month"
        desc="Monthly result in thousands of euros. The café loses money from November to March, down to 4.2 thousand in January, and makes a profit from April to October, up to 13.4 thousand in August. Gains are filled green, losses red."
        grid={{ horizontal: true }}
        xAxis={[{ data: months, scaleType: 'point' }]}
        yAxis={[
          {
            label: 'Profit (k€)',
            colorMap: { type: 'piecewise', thresholds: [0], colors: ['#e53935', '#43a047'] },
          },
        ]}
        series={[
          {
            data: profit,
            label: 'Profit',
            area: true,
            showMark: false,
            valueFormatter: (value) => (value === null ? '' : `${value > 0 ? '+' : ''}${value.toFixed(1)} k€`),
          },
        ]}
        hideLegend
        sx={{ '& .MuiAreaElement-root': { fillOpacity: 0.35 }, '& .MuiLineElement-root': { strokeWidth: 2.5 } }}
      />
    </Box>
  );
}
