import * as React from 'react';
import Box from '@mui/material/Box';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// 80 taxi trips of one evening: distance (km) and fare (USD), from a seeded generator.
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 16807) % 2147483647;
    return state / 2147483647;
  };
}
const random = seeded(7);
const trips = Array.from({ length: 80 }, () => {
  const km = Math.round((1 + random() * 17) * 10) / 10;
  const fare = Math.round((3.5 + km * 1.9 + (random() - 0.3) * 9) * 100) / 100;
  return { x: km, y: fare };
});

export default function StyledMarkers() {
  return (
    <Box sx={{ width: '100%', height: 320 }}>
      <ScatterChart
        title="Taxi fares against trip distance"
        desc="Eighty trips of one evening: fares grow by about two dollars per kilometre, with overlapping points drawn as translucent discs."
        height={320}
        series={[
          {
            data: trips,
            label: 'Trips',
            markerSize: 7,
            valueFormatter: (v) => (v === null ? '' : `${v.x} km, $${v.y.toFixed(2)}`),
          },
        ]}
        xAxis={[{ label: 'Distance (km)', min: 0 }]}
        yAxis={[{ label: 'Fare (USD)', min: 0 }]}
        hideLegend
        sx={{
          // Scatter markers have no class name in 8.0.0-beta.3: select the circles of the plot.
          '& [data-drawing-container] circle': {
            fillOpacity: 0.35,
            stroke: 'currentColor',
            strokeWidth: 1,
          },
          '& [data-drawing-container]': { color: 'primary.dark' },
        }}
      />
    </Box>
  );
}
