import * as React from 'react';
import Box from '@mui/material/Box';
import { PieChart } from '@mui/x-charts/PieChart';

// A community orchard's apple harvest, in kilograms, by variety.
const varieties = [
  { id: 'bramley', code: 'BRM', name: 'Bramley', use: 'cooking', value: 640, color: '#3949ab' },
  { id: 'cox', code: 'COX', name: "Cox's Orange Pippin", use: 'dessert', value: 410, color: '#b45309' },
  { id: 'egremont', code: 'EGR', name: 'Egremont Russet', use: 'dessert', value: 290, color: '#c62828' },
  { id: 'discovery', code: 'DSC', name: 'Discovery', use: 'dessert', value: 220, color: '#00838f' },
  { id: 'dabinett', code: 'DAB', name: 'Dabinett', use: 'cider', value: 380, color: '#2e7d32' },
];

// One label per place: a short code on the slice, the name in the legend,
// and the name with its use in the tooltip.
const data = varieties.map(({ id, code, name, use, value, color }) => ({
  id,
  value,
  color,
  label: (location: 'legend' | 'tooltip' | 'arc') => {
    if (location === 'arc') {
      return code;
    }
    return location === 'legend' ? name : `${name} (${use})`;
  },
}));

export default function HarvestPieLabels() {
  return (
    <Box sx={{ width: '100%', height: 300, display: 'flex' }}>
      <PieChart
        title="Orchard apple harvest by variety"
        desc="Pie chart of 1,940 kilograms of apples: Bramley 640, Cox's Orange Pippin 410, Dabinett 380, Egremont Russet 290 and Discovery 220."
        series={[
          {
            data,
            arcLabel: 'label',
            arcLabelMinAngle: 20,
            valueFormatter: (item) => `${item.value} kg`,
          },
        ]}
        sx={{ '& .MuiPieArcLabel-root': { fill: '#fff', fontWeight: 700, fontSize: 12 } }}
      />
    </Box>
  );
}
