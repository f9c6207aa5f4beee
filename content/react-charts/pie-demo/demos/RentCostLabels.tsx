import * as React from 'react';
import Box from '@mui/material/Box';
import { PieChart } from '@mui/x-charts/PieChart';
import type { DefaultizedPieValueType } from '@mui/x-charts/models';

// Monthly costs of a shared flat, in euros. Dark colors keep the white labels readable.
const costs = [
  { id: 'rent', label: 'Rent', value: 1350, color: '#3949ab' },
  { id: 'energy', label: 'Energy', value: 210, color: '#bf360c' },
  { id: 'internet', label: 'Internet', value: 45, color: '#00838f' },
  { id: 'insurance', label: 'Insurance', value: 38, color: '#6d4c41' },
  { id: 'groceries', label: 'Groceries', value: 620, color: '#2e7d32' },
];

const total = costs.reduce((sum, item) => sum + item.value, 0);

// The label names the cost and gives its share of the month.
const nameAndShare = (item: Omit<DefaultizedPieValueType, 'label'> & { label?: string }) =>
  `${item.label} ${Math.round((item.value / total) * 100)}%`;

export default function RentCostLabels() {
  return (
    <Box sx={{ width: '100%', height: 320, display: 'flex' }}>
      <PieChart
        title="Monthly costs of a shared flat"
        desc="Pie chart of a shared flat's 2,263 euros of monthly costs: rent 1,350, groceries 620, energy 210, internet 45 and insurance 38."
        hideLegend
        series={[
          {
            data: costs,
            arcLabel: nameAndShare,
            arcLabelMinAngle: 35,
            sortingValues: 'desc',
            valueFormatter: (item) => `€${item.value.toLocaleString('en-US')}`,
          },
        ]}
        sx={{ '& .MuiPieArcLabel-root': { fill: '#fff', fontSize: 13, fontWeight: 600 } }}
      />
    </Box>
  );
}
