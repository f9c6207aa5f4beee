import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

const hours = [6, 8, 10, 12, 14, 16, 18, 20];

// Climate inside a greenhouse during a sunny day.
const temperature = [14.5, 17.2, 22.8, 27.4, 29.1, 27.6, 23.0, 18.9];
const humidity = [88, 81, 67, 54, 49, 53, 64, 77];

export default function BiaxialLines() {
  return (
    <Box sx={{ width: '100%', height: 320, display: 'flex' }}>
      <LineChart
        title="Greenhouse temperature and humidity"
        desc="From 6:00 to 20:00, the temperature rises from 14.5 °C to 29.1 °C at 14:00 while the relative humidity falls from 88% to 49%, then both return."
        xAxis={[{ data: hours, scaleType: 'point', valueFormatter: (hour: number) => `${hour}:00` }]}
        yAxis={[
          { id: 'celsius', label: 'Temperature (°C)', position: 'left' },
          { id: 'percent', label: 'Humidity (%)', position: 'right', min: 0, max: 100 },
        ]}
        series={[
          {
            yAxisId: 'celsius',
            data: temperature,
            label: 'Temperature',
            color: '#e64a19',
            valueFormatter: (value) => (value === null ? '' : `${value} °C`),
          },
          {
            yAxisId: 'percent',
            data: humidity,
            label: 'Humidity',
            color: '#0288d1',
            valueFormatter: (value) => (value === null ? '' : `${value}%`),
          },
        ]}
      />
    </Box>
  );
}
