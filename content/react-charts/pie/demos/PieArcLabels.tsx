import * as React from 'react';
import Box from '@mui/material/Box';
import { PieChart, pieArcLabelClasses } from '@mui/x-charts/PieChart';
import type { DefaultizedPieValueType } from '@mui/x-charts/models';

// Finishers of a city marathon by finishing time.
const finishers = [
  { id: 'sub3', label: 'Under 3 h', value: 410 },
  { id: '3to330', label: '3 h – 3 h 30', value: 980 },
  { id: '330to4', label: '3 h 30 – 4 h', value: 2140 },
  { id: '4to430', label: '4 h – 4 h 30', value: 2310 },
  { id: '430to5', label: '4 h 30 – 5 h', value: 1390 },
  { id: 'over5', label: 'Over 5 h', value: 770 },
];

const total = finishers.reduce((sum, item) => sum + item.value, 0);

const percentLabel = (item: Omit<DefaultizedPieValueType, 'label'>) =>
  `${((item.value / total) * 100).toFixed(0)}%`;

export default function PieArcLabels() {
  return (
    <Box sx={{ width: '100%', height: 300, display: 'flex' }}>
      <PieChart
        title="Marathon finishers by finishing time"
        desc="Pie chart of 8,000 marathon finishers: 410 under 3 hours, 980 between 3 and 3.5 hours, 2,140 between 3.5 and 4 hours, 2,310 between 4 and 4.5 hours, 1,390 between 4.5 and 5 hours, and 770 over 5 hours."
        series={[
          {
            data: finishers,
            arcLabel: percentLabel,
            arcLabelMinAngle: 25,
            valueFormatter: (item) => `${item.value.toLocaleString('en-US')} runners`,
          },
        ]}
        sx={{
          [`& .${pieArcLabelClasses.root}`]: { fill: '#fff', fontWeight: 600 },
        }}
      />
    </Box>
  );
}
