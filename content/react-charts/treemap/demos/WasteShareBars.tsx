import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

// The same month of municipal waste, in tonnes, with the colors of the nested pie.
const materials = [
  { label: 'Organic', color: '#66bb6a', parts: { Food: 410, Garden: 220 } },
  { label: 'Paper', color: '#64b5f6', parts: { Cardboard: 160, Print: 120 } },
  { label: 'Plastic', color: '#ffb74d', parts: { Film: 90, Rigid: 70 } },
  { label: 'Glass', color: '#4db6ac', parts: { Clear: 70, Coloured: 40 } },
  { label: 'Metal', color: '#ba68c8', parts: { Steel: 38, Aluminium: 22 } },
];

// One row per fraction, largest first, whatever its material.
const rows = materials
  .flatMap((material) =>
    Object.entries(material.parts).map(([fraction, tonnes]) => ({
      fraction,
      material: material.label,
      tonnes,
    })),
  )
  .sort((a, b) => b.tonnes - a.tonnes);

const total = rows.reduce((sum, row) => sum + row.tonnes, 0);

// One series per material, with a value only on its own fractions. Stacking them
// gives every row a single full-width bar in the color of its material.
const series = materials.map((material) => ({
  label: material.label,
  color: material.color,
  stack: 'fractions',
  data: rows.map((row) => (row.material === material.label ? row.tonnes : null)),
  valueFormatter: (value: number | null) =>
    value === null ? null : `${value} t (${((value / total) * 100).toFixed(1)} % of all waste)`,
}));

export default function WasteShareBars() {
  return (
    <Box sx={{ width: '100%', height: 400, display: 'flex' }}>
      <BarChart
        title="Waste fractions ranked by weight"
        desc={`Ten fractions of one month of municipal waste, ${total} tonnes in all, sorted by weight and colored by material. Food waste leads with 410 tonnes, aluminium is last with 22.`}
        layout="horizontal"
        yAxis={[{ scaleType: 'band', data: rows.map((row) => row.fraction), width: 80 }]}
        xAxis={[{ label: 'Tonnes per month' }]}
        series={series}
      />
    </Box>
  );
}
