import * as React from 'react';
import Box from '@mui/material/Box';
import { PieChart } from '@mui/x-charts/PieChart';

// Electricity generated in a region over one year, in terawatt-hours.
const generation = [
  { id: 'wind', label: 'Wind', value: 41.2 },
  { id: 'gas', label: 'Natural gas', value: 27.9 },
  { id: 'nuclear', label: 'Nuclear', value: 22.1 },
  { id: 'solar', label: 'Solar', value: 18.6 },
  { id: 'hydro', label: 'Hydro', value: 12.4 },
  { id: 'biomass', label: 'Biomass', value: 6.3 },
];

export default function PieBasics() {
  return (
    <Box sx={{ width: '100%', height: 300, display: 'flex' }}>
      <PieChart
        title="Electricity generation by source"
        desc="Pie chart of one year of a region's electricity generation in terawatt-hours: wind 41.2, natural gas 27.9, nuclear 22.1, solar 18.6, hydro 12.4 and biomass 6.3."
        series={[{ data: generation, valueFormatter: (item) => `${item.value} TWh` }]}
      />
    </Box>
  );
}
