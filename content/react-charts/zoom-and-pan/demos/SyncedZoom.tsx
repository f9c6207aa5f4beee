import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';
import type { ZoomData } from '@mui/x-charts-pro/models';

// Three-hourly readings of a mountain weather station over ten days.
const readings = Array.from({ length: 80 }, (_, index) => index * 3);
const temperature = readings.map(
  (hour) => Math.round((4 + 6 * Math.sin(((hour % 24) - 9) * (Math.PI / 12)) - hour / 60) * 10) / 10,
);
const wind = readings.map(
  (hour) => Math.round((22 + 18 * Math.exp(-(((hour - 130) / 20) ** 2)) + ((hour * 13) % 9)) * 10) / 10,
);
const formatHour = (hour: number) => `Day ${Math.floor(hour / 24) + 1}, ${hour % 24}:00`;

export default function SyncedZoom() {
  // Both charts read and write the same zoom state, with the same axis id.
  const [zoomData, setZoomData] = React.useState<ZoomData[]>([
    { axisId: 'time', start: 0, end: 100 },
  ]);
  const xAxis = [{ id: 'time', data: readings, valueFormatter: formatHour, zoom: true }];

  return (
    <Box sx={{ width: '100%', height: 360 }}>
      <LineChartPro
        title="Air temperature at the station"
        desc="Temperature every three hours over ten days, swinging between about -2 and 10 °C each day and cooling slowly."
        height={180}
        xAxis={xAxis}
        yAxis={[{ label: '°C', width: 50 }]}
        series={[{ data: temperature, label: 'Temperature', valueFormatter: (v) => `${v} °C` }]}
        zoomData={zoomData}
        onZoomChange={setZoomData}
        hideLegend
      />
      <LineChartPro
        title="Wind speed at the station"
        desc="Wind speed every three hours over ten days, around 25 km/h with a gale near 45 km/h on day six."
        height={180}
        xAxis={xAxis}
        yAxis={[{ label: 'km/h', width: 50 }]}
        series={[{ data: wind, label: 'Wind', color: '#6a5acd', valueFormatter: (v) => `${v} km/h` }]}
        zoomData={zoomData}
        onZoomChange={setZoomData}
        hideLegend
      />
    </Box>
  );
}
