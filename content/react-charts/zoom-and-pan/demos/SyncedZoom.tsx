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
// Ticks at each midnight, named by day; the tooltip gives the hour too.
const midnights = Array.from({ length: 10 }, (_, day) => day * 24);
const formatHour = (hour: number, context: { location: string }) =>
  context.location === 'tick'
    ? `Day ${hour / 24 + 1}`
    : `Day ${Math.floor(hour / 24) + 1}, ${hour % 24}:00`;

export default function SyncedZoom() {
  // Both charts read and write the same zoom state, with the same axis id.
  const [zoomData, setZoomData] = React.useState<ZoomData[]>([
    { axisId: 'time', start: 0, end: 100 },
  ]);
  const xAxis = [
    {
      id: 'time',
      data: readings,
      domainLimit: 'strict' as const,
      tickInterval: midnights,
      valueFormatter: formatHour,
      zoom: true,
    },
  ];

  return (
    <Box sx={{ width: '100%', height: 360 }}>
      <LineChartPro
        title="Air temperature at the station"
        desc="Temperature every three hours over ten days: from -2 °C at night to 10 °C in the afternoon on day one, cooling steadily to between -6 and 6 °C on day ten."
        height={180}
        xAxis={xAxis}
        yAxis={[{ label: '°C', width: 50 }]}
        series={[
          {
            data: temperature,
            label: 'Temperature',
            showMark: false,
            valueFormatter: (v) => `${v} °C`,
          },
        ]}
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
        series={[
          {
            data: wind,
            label: 'Wind',
            color: '#6a5acd',
            showMark: false,
            valueFormatter: (v) => `${v} km/h`,
          },
        ]}
        zoomData={zoomData}
        onZoomChange={setZoomData}
        hideLegend
      />
    </Box>
  );
}
