import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

// Books lent by a public library each month.
const loans = [4120, 3870, 4410, 4030, 3650, 3310];

// The context gives the index of the value, so the formatter can look at its neighbours.
function loansWithChange(value: number | null, { dataIndex }: { dataIndex: number }) {
  if (value === null) {
    return null;
  }
  const text = `${value.toLocaleString('en-US')} loans`;
  if (dataIndex === 0) {
    return text;
  }
  const previous = loans[dataIndex - 1] ?? value;
  const change = ((value - previous) / previous) * 100;
  return `${text} (${change >= 0 ? '+' : '−'}${Math.abs(change).toFixed(1)}% vs ${months[dataIndex - 1]})`;
}

export default function ChangeInTooltip() {
  return (
    <Box sx={{ width: '100%', height: 300, display: 'flex' }}>
      <BarChart
        title="Library loans per month"
        desc="Books lent from January to June, between 3,310 and 4,410 a month. March is the busiest month."
        xAxis={[{ scaleType: 'band', data: months }]}
        yAxis={[{ width: 50 }]}
        series={[{ data: loans, label: 'Loans', valueFormatter: loansWithChange, color: '#7e57c2' }]}
        hideLegend
      />
    </Box>
  );
}
