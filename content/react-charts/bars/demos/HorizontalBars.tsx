import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart, barLabelClasses } from '@mui/x-charts/BarChart';

// Support tickets closed by each agent in March.
const agents = ['Priya S.', 'Tomás R.', 'Aiko M.', 'Jonas B.', 'Fatima K.', 'Liam O.'];
const ticketsClosed = [148, 131, 127, 109, 96, 74];

export default function HorizontalBars() {
  return (
    <Box sx={{ width: '100%', height: 300 }}>
      <BarChart
        title="Support tickets closed per agent in March"
        desc="Priya S. closed the most tickets, 148, twice as many as Liam O. with 74."
        layout="horizontal"
        yAxis={[{ scaleType: 'band', data: agents, width: 80 }]}
        series={[{ data: ticketsClosed, label: 'Tickets closed' }]}
        barLabel="value"
        hideLegend
        height={300}
        sx={{ [`& .${barLabelClasses.root}`]: { fill: '#fff', fontWeight: 600 } }}
      />
    </Box>
  );
}
