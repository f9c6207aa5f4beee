import * as React from 'react';
import Box from '@mui/material/Box';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { ContinuousColorLegend, continuousColorLegendClasses } from '@mui/x-charts/ChartsLegend';

// Flats for sale in one district: floor area (m²), price (k€) and distance to the metro (m).
const flats: [number, number, number][] = [
  [38, 210, 120], [45, 248, 300], [52, 262, 650], [58, 301, 180], [61, 290, 900],
  [66, 338, 240], [70, 322, 1100], [74, 371, 420], [79, 360, 1300], [83, 415, 150],
  [88, 398, 800], [92, 446, 350], [97, 430, 1500], [104, 489, 600], [112, 512, 1000],
  [118, 571, 200], [125, 548, 1400], [133, 610, 500], [141, 596, 1700], [150, 668, 280],
];

const data = flats.map(([x, y, z], id) => ({ id, x, y, z }));

export default function GradientLegendOptions() {
  return (
    <Box sx={{ width: '100%', height: 350, display: 'flex' }}>
      <ScatterChart
        title="Flat prices by size and metro distance"
        desc="Twenty flats plotted by floor area and asking price, colored by walking distance to the nearest metro station. Closer flats cost more for the same size."
        xAxis={[{ label: 'Floor area (m²)' }]}
        yAxis={[{ label: 'Price (k€)', width: 60 }]}
        zAxis={[{ colorMap: { type: 'continuous', min: 100, max: 1700, color: ['#00897b', '#f4511e'] } }]}
        series={[{ data, label: 'Flat' }]}
        slots={{ legend: ContinuousColorLegend }}
        slotProps={{
          legend: {
            minLabel: 'Next to the metro',
            maxLabel: ({ value }) => `${(Number(value) / 1000).toFixed(1)} km away`,
            labelPosition: 'extremes',
            thickness: 8,
            sx: {
              width: 'min(380px, calc(100% - 16px))',
              // Keep each end label on one line beside the gradient.
              [`& .${continuousColorLegendClasses.minLabel}, & .${continuousColorLegendClasses.maxLabel}`]: {
                whiteSpace: 'nowrap',
              },
            },
          },
        }}
      />
    </Box>
  );
}
