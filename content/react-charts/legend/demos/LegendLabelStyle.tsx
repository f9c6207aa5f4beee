import * as React from 'react';
import Box from '@mui/material/Box';
import { PieChart } from '@mui/x-charts/PieChart';
import { legendClasses } from '@mui/x-charts/ChartsLegend';

// How a household's 38 kWh of daily electricity use splits, in kWh.
const uses = [
  { id: 'heat', value: 14.5, label: 'Heat pump' },
  { id: 'water', value: 7.2, label: 'Hot water' },
  { id: 'kitchen', value: 6.1, label: 'Kitchen' },
  { id: 'laundry', value: 4.3, label: 'Laundry' },
  { id: 'other', value: 5.9, label: 'Other' },
];

export default function LegendLabelStyle() {
  return (
    <Box sx={{ width: '100%', height: 260, display: 'flex' }}>
      <PieChart
        title="Daily household electricity use"
        desc="38 kilowatt-hours split by use. The heat pump takes the largest share, followed by hot water and the kitchen."
        series={[
          {
            data: uses,
            innerRadius: 50,
            valueFormatter: (item) => `${item.value} kWh`,
          },
        ]}
        slotProps={{
          legend: {
            sx: {
              fontSize: 15,
              [`.${legendClasses.label}`]: {
                fontWeight: 600,
                color: 'text.secondary',
                textTransform: 'uppercase',
                letterSpacing: '0.04em',
              },
            },
          },
        }}
      />
    </Box>
  );
}
