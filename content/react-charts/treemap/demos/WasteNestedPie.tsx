import * as React from 'react';
import Box from '@mui/material/Box';
import { PieChart } from '@mui/x-charts/PieChart';

// Municipal waste collected in one month, in tonnes: five materials, each split into two fractions.
// Each material has a mid and a light shade, both light enough for dark arc labels.
const materials = [
  { id: 'organic', label: 'Organic', colors: ['#66bb6a', '#a5d6a7'], parts: { Food: 410, Garden: 220 } },
  { id: 'paper', label: 'Paper', colors: ['#64b5f6', '#bbdefb'], parts: { Cardboard: 160, Print: 120 } },
  { id: 'plastic', label: 'Plastic', colors: ['#ffb74d', '#ffe0b2'], parts: { Film: 90, Rigid: 70 } },
  { id: 'glass', label: 'Glass', colors: ['#4db6ac', '#b2dfdb'], parts: { Clear: 70, Coloured: 40 } },
  { id: 'metal', label: 'Metal', colors: ['#ba68c8', '#e1bee7'], parts: { Steel: 38, Aluminium: 22 } },
];

// Inner ring: one slice per material, the sum of its fractions.
const inner = materials.map((material) => ({
  id: material.id,
  label: material.label,
  color: material.colors[0],
  value: Object.values(material.parts).reduce((sum, tonnes) => sum + tonnes, 0),
}));

// Outer ring: the fractions, in the same order, so each sits beside its material.
// The arc shows the fraction's name; the tooltip adds its material.
const outer = materials.flatMap((material) =>
  Object.entries(material.parts).map(([fraction, tonnes], index) => ({
    id: `${material.id}-${fraction}`,
    label: (location: 'tooltip' | 'legend' | 'arc') =>
      location === 'arc' ? fraction : `${material.label}: ${fraction}`,
    color: material.colors[index],
    value: tonnes,
  })),
);

const tonnes = (item: { value: number }) => `${item.value} t`;

export default function WasteNestedPie() {
  return (
    <Box sx={{ width: '100%', height: 340, display: 'flex' }}>
      <PieChart
        title="Municipal waste by material and fraction"
        desc="One month of collected waste, 1240 tonnes. Organic 630 (food 410, garden 220), paper 280 (cardboard 160, print 120), plastic 160 (film 90, rigid 70), glass 110 (clear 70, coloured 40), metal 60 (steel 38, aluminium 22)."
        hideLegend
        series={[
          {
            data: inner,
            outerRadius: '55%',
            arcLabel: 'label',
            arcLabelMinAngle: 25,
            valueFormatter: tonnes,
            highlightScope: { highlight: 'item' },
          },
          {
            data: outer,
            innerRadius: '60%',
            outerRadius: '100%',
            paddingAngle: 1,
            arcLabel: 'label',
            arcLabelMinAngle: 18,
            valueFormatter: tonnes,
            highlightScope: { highlight: 'item' },
          },
        ]}
        sx={{ '& .MuiPieArcLabel-root': { fill: '#212121', fontSize: 12, fontWeight: 500 } }}
      />
    </Box>
  );
}
