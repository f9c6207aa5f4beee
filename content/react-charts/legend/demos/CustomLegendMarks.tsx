import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import type { ChartsLabelCustomMarkProps } from '@mui/x-charts/ChartsLabel';

// A mark component receives the series color and a class name.
function Triangle({ color, className }: ChartsLabelCustomMarkProps) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden>
      <polygon points="12,2 23,22 1,22" fill={color} />
    </svg>
  );
}

function Drop({ color, className }: ChartsLabelCustomMarkProps) {
  return (
    <svg viewBox="0 0 24 24" className={className} aria-hidden>
      <path d="M12 1 C12 1 3 11 3 16 a9 8 0 0 0 18 0 C21 11 12 1 12 1 Z" fill={color} />
    </svg>
  );
}

const cities = ['Bergen', 'Oslo', 'Tromsø', 'Trondheim'];

export default function CustomLegendMarks() {
  return (
    <Box sx={{ width: '100%', height: 320, display: 'flex' }}>
      <BarChart
        title="Snow and rain in four Norwegian cities"
        desc="Yearly days with snowfall and with rain. Bergen has the most rainy days, Tromsø the most snowy ones."
        xAxis={[{ scaleType: 'band', data: cities }]}
        yAxis={[{ label: 'Days per year' }]}
        series={[
          { data: [24, 46, 98, 58], label: 'Snow days', labelMarkType: Triangle, color: '#64b5f6' },
          { data: [201, 113, 118, 127], label: 'Rain days', labelMarkType: Drop, color: '#1565c0' },
        ]}
      />
    </Box>
  );
}
