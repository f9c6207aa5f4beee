import * as React from 'react';
import Box from '@mui/material/Box';
import { PieChart } from '@mui/x-charts/PieChart';
import type { PieValueType } from '@mui/x-charts/models';

const spending: PieValueType[] = [
  { id: 'housing', label: 'Housing', value: 1450 },
  { id: 'food', label: 'Groceries', value: 620 },
  { id: 'transport', label: 'Transport', value: 380 },
  { id: 'utilities', label: 'Utilities', value: 210 },
  { id: 'leisure', label: 'Leisure', value: 290 },
  { id: 'savings', label: 'Savings', value: 500 },
];

const formatDollars = (item: PieValueType) => `$${item.value.toLocaleString('en-US')}`;

export default function HouseholdBudget() {
  return (
    <Box sx={{ width: '100%', height: 260, display: 'flex' }}>
      <PieChart
        title="Monthly household spending by category"
        desc="Housing takes the largest share, $1,450 of $3,450, followed by groceries at $620; utilities are the smallest item at $210."
        series={[
          {
            data: spending,
            innerRadius: '55%',
            paddingAngle: 2,
            cornerRadius: 4,
            valueFormatter: formatDollars,
            highlightScope: { highlight: 'item', fade: 'global' },
          },
        ]}
      />
    </Box>
  );
}
