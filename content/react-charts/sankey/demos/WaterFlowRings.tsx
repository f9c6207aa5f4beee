import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PieChart } from '@mui/x-charts/PieChart';

// A city's drinking water on an average day, in megalitres (ML): from three sources to four uses.
type Use = 'Homes' | 'Businesses' | 'Parks and farms' | 'Leaks';
const useColors: Record<Use, string> = {
  Homes: '#1e88e5',
  Businesses: '#8e24aa',
  'Parks and farms': '#43a047',
  Leaks: '#e53935',
};
const uses = Object.keys(useColors) as Use[];
const sources: { name: string; color: string; flows: Record<Use, number> }[] = [
  { name: 'Reservoir', color: '#37474f', flows: { Homes: 110, Businesses: 40, 'Parks and farms': 10, Leaks: 20 } },
  { name: 'River', color: '#546e7a', flows: { Homes: 45, Businesses: 30, 'Parks and farms': 12, Leaks: 8 } },
  { name: 'Groundwater', color: '#78909c', flows: { Homes: 20, Businesses: 5, 'Parks and farms': 18, Leaks: 2 } },
];

const megalitres = (item: { value: number }) => `${item.value} ML/day`;

// Inner ring: what each source supplies in all.
const inner = sources.map((source) => ({
  id: source.name,
  label: source.name,
  color: source.color,
  value: uses.reduce((sum, use) => sum + source.flows[use], 0),
}));

// Outer ring: every flow from a source to a use, beside its source, in the color of its use.
const outer = sources.flatMap((source) =>
  uses.map((use) => ({
    id: `${source.name}-${use}`,
    label: `${source.name} to ${use.toLowerCase()}`,
    color: useColors[use],
    value: source.flows[use],
  })),
);

export default function WaterFlowRings() {
  return (
    <Box sx={{ width: '100%', height: 360, display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex' }}>
        <PieChart
          title="Daily water flows from source to use"
          desc="320 megalitres a day. Reservoir 180: homes 110, businesses 40, parks and farms 10, leaks 20. River 95: homes 45, businesses 30, parks and farms 12, leaks 8. Groundwater 45: homes 20, businesses 5, parks and farms 18, leaks 2."
          hideLegend
          series={[
            {
              data: inner,
              outerRadius: '55%',
              arcLabel: 'label',
              arcLabelMinAngle: 30,
              valueFormatter: megalitres,
            },
            {
              data: outer,
              innerRadius: '60%',
              outerRadius: '100%',
              paddingAngle: 0.5,
              arcLabel: 'value',
              arcLabelMinAngle: 15,
              valueFormatter: megalitres,
            },
          ]}
          sx={{ '& .MuiPieArcLabel-root': { fill: '#fff', fontSize: 12 } }}
        />
      </Box>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'center', columnGap: 2, rowGap: 0.5, pt: 1 }}>
        {uses.map((use) => (
          <Stack key={use} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
            <Box sx={{ width: 12, height: 12, borderRadius: '2px', bgcolor: useColors[use] }} />
            <Typography variant="body2">{use}</Typography>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
