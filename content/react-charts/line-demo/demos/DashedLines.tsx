import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'];

// Monthly water bill of a community garden, in euros.
const thisYear = [38, 41, 55, 72, 96, 118, 131, 124];
const lastYear = [35, 39, 49, 70, 89, 122, 140, 135];
const budget = [60, 60, 60, 90, 90, 120, 120, 120];

const euros = (value: number | null) => (value === null ? '' : `€${value}`);

export default function DashedLines() {
  return (
    <Box sx={{ width: '100%', height: 320, display: 'flex' }}>
      <LineChart
        title="Community garden water bill"
        desc="Monthly water bill in euros from January to August, this year against last year and against the budget, which steps up in April and June. July is the only month over budget."
        xAxis={[{ data: months, scaleType: 'point' }]}
        yAxis={[{ label: 'Water bill (€)', min: 0 }]}
        series={[
          { id: 'this-year', data: thisYear, label: 'This year', valueFormatter: euros },
          { id: 'last-year', data: lastYear, label: 'Last year', showMark: false, valueFormatter: euros },
          { id: 'budget', data: budget, label: 'Budget', curve: 'stepAfter', showMark: false, valueFormatter: euros },
        ]}
        sx={{
          '& .MuiLineElement-series-last-year': { strokeDasharray: '2 4', strokeLinecap: 'round' },
          '& .MuiLineElement-series-budget': { strokeDasharray: '10 5' },
        }}
      />
    </Box>
  );
}
