import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

// Loans recorded by a city library network, per quarter.
const loans = [
  { quarter: 'Q1 2024', print: 48200, ebook: 21400, audiobook: 9800 },
  { quarter: 'Q2 2024', print: 45100, ebook: 22900, audiobook: 11200 },
  { quarter: 'Q3 2024', print: 51800, ebook: 25300, audiobook: 13900 },
  { quarter: 'Q4 2024', print: 47600, ebook: 27800, audiobook: 14600 },
];

const formatLoans = (value: number | null) => (value === null ? '' : value.toLocaleString('en-US'));

export default function BarsWithDataset() {
  return (
    <Box sx={{ width: '100%', height: 320, display: 'flex' }}>
      <BarChart
        title="Library loans per quarter by format"
        desc="Print loans stay near 50,000 a quarter, while e-book and audiobook loans grow every quarter of 2024."
        dataset={loans}
        xAxis={[{ scaleType: 'band', dataKey: 'quarter' }]}
        yAxis={[{ valueFormatter: (value: number) => (value === 0 ? '0' : `${value / 1000}k`) }]}
        series={[
          { dataKey: 'print', label: 'Print', valueFormatter: formatLoans },
          { dataKey: 'ebook', label: 'E-book', valueFormatter: formatLoans },
          { dataKey: 'audiobook', label: 'Audiobook', valueFormatter: formatLoans },
        ]}
      />
    </Box>
  );
}
