import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

// Loans recorded by a town library in one week.
const printLoans = [142, 118, 176, 131, 158, 241, 97];
const ebookLoans = [88, 94, 102, 97, 121, 134, 149];

const loans = (value: number | null) => (value === null ? '' : `${value} loans`);

export default function LibraryLoans() {
  return (
    <Box sx={{ width: '100%', height: 320, display: 'flex' }}>
      <LineChart
        title="Library loans in one week"
        desc="Daily loans of printed books and e-books. Printed loans peak at 241 on Saturday; e-book loans grow through the week to 149 on Sunday, when they overtake printed books."
        xAxis={[{ data: days, scaleType: 'point' }]}
        yAxis={[{ label: 'Loans per day', min: 0 }]}
        series={[
          { data: printLoans, label: 'Printed books', valueFormatter: loans },
          { data: ebookLoans, label: 'E-books', valueFormatter: loans },
        ]}
      />
    </Box>
  );
}
