import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

const hours = ['06:00', '08:00', '10:00', '12:00', '14:00', '16:00', '18:00', '20:00'];

// A rooftop solar system on a sunny day, in kilowatts.
const production = [0.2, 1.8, 3.9, 5.1, 4.8, 3.2, 1.1, 0];
const consumption = [0.9, 1.6, 0.8, 1.2, 0.7, 0.9, 2.4, 2.1];
const forecast = [0.3, 2.0, 4.2, 5.4, 5.0, 3.0, 1.0, 0];

const kw = (value: number | null) => (value === null ? '' : `${value} kW`);

export default function LegendMarkTypes() {
  return (
    <Box sx={{ width: '100%', height: 320, display: 'flex' }}>
      <LineChart
        title="Rooftop solar on a sunny day"
        desc="Solar production, household consumption and the forecast, in kilowatts, from 6 am to 8 pm. Production peaks at midday at 5.1 kilowatts."
        xAxis={[{ scaleType: 'point', data: hours }]}
        yAxis={[{ label: 'Power (kW)' }]}
        series={[
          // An area reads as a surface: a square mark matches it.
          { data: production, label: 'Production', area: true, showMark: false, labelMarkType: 'square', valueFormatter: kw },
          // Line series use the 'line' mark by default.
          { data: consumption, label: 'Consumption', showMark: false, valueFormatter: kw },
          // Dots on the chart, a circle in the legend.
          { data: forecast, label: 'Forecast', labelMarkType: 'circle', valueFormatter: kw },
        ]}
        sx={{ '.MuiAreaElement-root': { fillOpacity: 0.3 } }}
      />
    </Box>
  );
}
