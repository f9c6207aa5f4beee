import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];

const euros = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

// Revenue of a coffee roastery per sales channel, in euros.
const series = [
  { label: 'Café counter', data: [48200, 51900, 46400, 58300] },
  { label: 'Online shop', data: [21500, 19800, 22700, 39100] },
  { label: 'Wholesale', data: [33900, 35200, 36800, 37400] },
].map((s) => ({ ...s, valueFormatter: (value: number | null) => (value === null ? '' : euros.format(value)) }));

export default function CurrencyTooltip() {
  return (
    <Box sx={{ width: '100%', height: 320, display: 'flex' }}>
      <BarChart
        title="Coffee roastery revenue by channel"
        desc="Quarterly revenue in euros from the café counter, the online shop and wholesale. Online sales almost double in the fourth quarter."
        xAxis={[{ scaleType: 'band', data: quarters }]}
        yAxis={[{ width: 50, valueFormatter: (value: number) => (value === 0 ? '€0' : `€${value / 1000}k`) }]}
        series={series}
      />
    </Box>
  );
}
