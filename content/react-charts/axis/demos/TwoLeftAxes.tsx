import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

// A greenhouse sensor: air temperature and relative humidity every two hours.
const hours = ['00', '02', '04', '06', '08', '10', '12', '14', '16', '18', '20', '22'];
const temperatureC = [16.2, 15.4, 14.9, 15.3, 18.6, 23.1, 27.4, 28.9, 26.2, 22.0, 19.1, 17.3];
const humidityPct = [88, 91, 93, 92, 81, 67, 54, 49, 57, 70, 79, 85];

export default function TwoLeftAxes() {
  return (
    <Box sx={{ width: '100%', height: 320, display: 'flex' }}>
      <LineChart
        title="Greenhouse temperature and humidity"
        desc="Every two hours, temperature rises from 14.9 °C at 04:00 to 28.9 °C at 14:00 while humidity falls from 93% to 49%."
        xAxis={[{ scaleType: 'point', data: hours, valueFormatter: (h: string) => `${h}:00` }]}
        yAxis={[
          { id: 'temperature', label: '°C', width: 55 },
          { id: 'humidity', label: '%', position: 'left', min: 0, max: 100, width: 55 },
        ]}
        series={[
          {
            data: temperatureC,
            label: 'Temperature',
            yAxisId: 'temperature',
            valueFormatter: (v) => `${v} °C`,
          },
          {
            data: humidityPct,
            label: 'Humidity',
            yAxisId: 'humidity',
            valueFormatter: (v) => `${v}%`,
          },
        ]}
      />
    </Box>
  );
}
