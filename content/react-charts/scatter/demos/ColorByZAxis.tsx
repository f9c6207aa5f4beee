import * as React from 'react';
import Box from '@mui/material/Box';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Weather stations along a mountain range: latitude, mean July temperature and elevation.
const stations = [
  { x: 44.1, y: 24.8, z: 120 }, { x: 44.6, y: 19.6, z: 890 }, { x: 45.0, y: 12.1, z: 2150 },
  { x: 45.3, y: 22.9, z: 310 }, { x: 45.7, y: 16.4, z: 1420 }, { x: 46.0, y: 21.7, z: 460 },
  { x: 46.2, y: 9.8, z: 2480 }, { x: 46.5, y: 18.2, z: 980 }, { x: 46.9, y: 20.4, z: 520 },
  { x: 47.2, y: 13.9, z: 1760 }, { x: 47.5, y: 19.1, z: 610 }, { x: 47.9, y: 17.0, z: 1050 },
  { x: 48.3, y: 19.4, z: 280 }, { x: 48.6, y: 11.2, z: 1930 }, { x: 49.0, y: 18.3, z: 350 },
];

export default function ColorByZAxis() {
  return (
    <Box sx={{ width: '100%', height: 360, display: 'flex' }}>
      <ScatterChart
        title="Mean July temperature of weather stations by latitude, colored by elevation"
        desc="Fifteen stations: temperature drops a little further north and much more with elevation; the coldest stations, near 10 °C, sit above 2,000 m."
        series={[
          {
            data: stations,
            label: 'Stations',
            markerSize: 6,
            valueFormatter: (v) => (v === null ? '' : `${v.x}° N, ${v.y} °C, ${v.z} m`),
          },
        ]}
        xAxis={[{ label: 'Latitude (° N)', min: 43.5, max: 49.5 }]}
        yAxis={[{ label: 'Mean July temperature (°C)', min: 5, max: 30 }]}
        zAxis={[
          {
            min: 0,
            max: 2500,
            colorMap: { type: 'continuous', color: ['#66bb6a', '#d84315'] },
          },
        ]}
        hideLegend
      />
    </Box>
  );
}
