import * as React from 'react';
import Box from '@mui/material/Box';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Flats listed for rent in one city: floor area (m²), monthly rent ($) and
// distance to the city centre (km), which colors each point.
const flats = (
  [
  [38, 1450, 0.8], [52, 1890, 1.2], [45, 1520, 2.5], [61, 2100, 1.9], [70, 2350, 3.1],
  [33, 1100, 4.2], [48, 1380, 5.0], [85, 2450, 6.3], [66, 1720, 7.4], [90, 2280, 9.1],
  [57, 1350, 8.2], [74, 1610, 10.5], [42, 980, 11.8], [95, 2050, 12.4], [80, 1590, 14.0],
  [55, 1050, 13.2], [100, 1980, 15.5], [63, 1180, 16.8], [36, 1250, 2.0], [78, 2600, 0.6],
  ] as [number, number, number][]
).map(([area, rent, distance], id) => ({ id, x: area, y: rent, z: distance }));

export default function ContinuousColorMap() {
  return (
    <Box sx={{ width: '100%', height: 320, display: 'flex' }}>
      <ScatterChart
        title="Monthly rent against floor area for 20 flats, colored by distance to the centre"
        desc="Rent grows with floor area, and at the same size flats close to the centre cost more: a 78 m² flat 0.6 km out rents for $2,600, one of 80 m² 14 km out for $1,590."
        xAxis={[{ label: 'Floor area (m²)' }]}
        yAxis={[{ label: 'Rent ($ per month)', width: 65 }]}
        zAxis={[{ id: 'distance', colorMap: { type: 'continuous', min: 0, max: 17, color: ['#d32f2f', '#90caf9'] } }]}
        series={[
          {
            data: flats,
            label: 'Flats',
            valueFormatter: (flat) =>
              flat && `${flat.x} m², $${flat.y.toLocaleString('en-US')}, ${flat.z} km from the centre`,
          },
        ]}
        hideLegend
      />
    </Box>
  );
}
