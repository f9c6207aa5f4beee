import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

// Revenue of a small retailer, in thousands of euros.
const online = [42, 47, 53, 58, 61, 70];
const stores = [65, 58, 62, 60, 66, 63];

const thousands = (value: number | null) => (value === null ? '' : `€${value}k`);

const series = [
  { data: online, label: 'Online', stack: 'revenue', valueFormatter: thousands },
  { data: stores, label: 'Stores', stack: 'revenue', valueFormatter: thousands },
];

export default function MonthlyRevenue() {
  return (
    <Box sx={{ width: '100%', height: 300, display: 'flex' }}>
      <BarChart
        title="Monthly revenue, January to June"
        desc="Online and store revenue in thousands of euros, stacked per month. Online sales grow from €42k to €70k while store sales stay between €58k and €66k."
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[{ valueFormatter: thousands }]}
        series={series}
      />
    </Box>
  );
}
