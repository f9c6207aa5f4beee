import * as React from 'react';
import Box from '@mui/material/Box';
import { PieChart } from '@mui/x-charts/PieChart';

// Seats won by each party in a 45-seat city council election.
const seats = [
  { id: 'greens', label: 'Greens', value: 9, color: '#2e7d32' },
  { id: 'labour', label: 'Labour', value: 14, color: '#c62828' },
  { id: 'liberal', label: 'Liberals', value: 5, color: '#b45309' },
  { id: 'conservative', label: 'Conservatives', value: 13, color: '#1565c0' },
  { id: 'independent', label: 'Independents', value: 4, color: '#6d4c41' },
];

export default function CouncilSeats() {
  return (
    <Box sx={{ width: '100%', height: 280, display: 'flex' }}>
      <PieChart
        title="City council seats by party"
        desc="Half-circle chart of 45 council seats: Greens 9, Labour 14, Liberals 5, Conservatives 13, Independents 4."
        series={[
          {
            data: seats,
            startAngle: -90,
            endAngle: 90,
            innerRadius: '75%',
            outerRadius: '150%',
            cy: '100%',
            paddingAngle: 1,
            arcLabel: 'value',
            valueFormatter: (item) => `${item.value} seats`,
          },
        ]}
        slotProps={{
          legend: { direction: 'horizontal', position: { vertical: 'bottom', horizontal: 'center' } },
        }}
        sx={{ '& .MuiPieArcLabel-root': { fill: '#fff', fontWeight: 700 } }}
      />
    </Box>
  );
}
