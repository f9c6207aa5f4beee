import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

const grades = ['Year 7', 'Year 8', 'Year 9', 'Year 10'];

// Books borrowed from a school library in one term: fiction and non-fiction stack per
// term, and the reading challenge target stands beside them.
const thisTermFiction = [310, 260, 190, 140];
const thisTermNonFiction = [120, 150, 170, 180];
const lastTermFiction = [280, 240, 200, 120];
const lastTermNonFiction = [100, 130, 150, 170];
const target = [400, 400, 350, 300];

const formatBooks = (value: number | null) => (value === null ? '' : `${value} books`);

export default function MixedBarChart() {
  return (
    <Box sx={{ width: '100%', height: 360, display: 'flex' }}>
      <BarChart
        title="School library loans per year group, this term and last term, with the reading target"
        desc="Every year group borrowed more books this term than last, and this term every group beat its target."
        xAxis={[{ scaleType: 'band', data: grades }]}
        yAxis={[{ label: 'Books', width: 60 }]}
        series={[
          { data: lastTermFiction, label: 'Last term, fiction', stack: 'last', color: '#90caf9' },
          { data: lastTermNonFiction, label: 'Last term, non-fiction', stack: 'last', color: '#1e88e5' },
          { data: thisTermFiction, label: 'This term, fiction', stack: 'this', color: '#a5d6a7' },
          { data: thisTermNonFiction, label: 'This term, non-fiction', stack: 'this', color: '#43a047' },
          { data: target, label: 'Target', color: '#bdbdbd' },
        ].map((series) => ({ ...series, valueFormatter: formatBooks }))}
      />
    </Box>
  );
}
