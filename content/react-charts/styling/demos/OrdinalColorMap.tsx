import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

const origins = ['Ethiopia', 'Kenya', 'Rwanda', 'Colombia', 'Brazil', 'Guatemala', 'Sumatra', 'Yemen'];

// Price of green coffee beans at a small roastery, in dollars per kilogram.
const pricePerKg = [14.2, 16.8, 13.1, 11.9, 8.7, 12.6, 10.4, 24.5];

export default function OrdinalColorMap() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <BarChart
        title="Green coffee price per origin at a roastery, in dollars per kilogram"
        desc="Yemeni beans are the most expensive at $24.50 per kg, almost three times the Brazilian ones at $8.70; African origins cost more than the Latin American ones."
        height={300}
        layout="horizontal"
        yAxis={[
          {
            scaleType: 'band',
            data: origins,
            width: 80,
            colorMap: {
              type: 'ordinal',
              // Each origin gets the color of its region; anything else gets unknownColor.
              values: ['Ethiopia', 'Kenya', 'Rwanda', 'Colombia', 'Brazil', 'Guatemala'],
              colors: ['#8d6e63', '#8d6e63', '#8d6e63', '#43a047', '#43a047', '#43a047'],
              unknownColor: '#ff8f00',
            },
          },
        ]}
        xAxis={[{ label: 'Price ($/kg)' }]}
        series={[{ data: pricePerKg, label: 'Price', valueFormatter: (v) => `$${v?.toFixed(2)} per kg` }]}
        hideLegend
      />
    </Box>
  );
}
