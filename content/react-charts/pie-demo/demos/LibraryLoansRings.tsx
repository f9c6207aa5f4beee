import * as React from 'react';
import Box from '@mui/material/Box';
import { PieChart } from '@mui/x-charts/PieChart';

// Books lent by a public library in March, by section (inner ring) and genre (outer ring).
// Each genre uses a shade of its section's color, and the genres are listed in section order.
const sections = [
  { id: 'fiction', label: 'Fiction', value: 5840, color: '#3949ab' },
  { id: 'nonfiction', label: 'Non-fiction', value: 3160, color: '#00897b' },
];

const genres = [
  { id: 'crime', label: 'Crime', value: 2310, color: '#5c6bc0' },
  { id: 'fantasy', label: 'Fantasy', value: 1720, color: '#7986cb' },
  { id: 'literary', label: 'Literary', value: 1810, color: '#9fa8da' },
  { id: 'history', label: 'History', value: 1240, color: '#26a69a' },
  { id: 'science', label: 'Science', value: 1050, color: '#4db6ac' },
  { id: 'cooking', label: 'Cooking', value: 870, color: '#80cbc4' },
];

const formatLoans = (item: { value: number }) => `${item.value.toLocaleString('en-US')} loans`;

export default function LibraryLoansRings() {
  return (
    <Box sx={{ width: '100%', height: 360, display: 'flex' }}>
      <PieChart
        title="Library loans in March by section and genre"
        desc="Two-level pie chart of 9,000 loans. Inner ring: fiction 5,840 and non-fiction 3,160. Outer ring: crime 2,310, fantasy 1,720, literary 1,810, history 1,240, science 1,050 and cooking 870."
        series={[
          { id: 'sections', data: sections, outerRadius: '55%', valueFormatter: formatLoans },
          {
            id: 'genres',
            data: genres,
            innerRadius: '60%',
            outerRadius: '100%',
            valueFormatter: formatLoans,
            highlightScope: { highlight: 'item', fade: 'series' },
          },
        ]}
        slotProps={{
          legend: { direction: 'horizontal', position: { vertical: 'bottom', horizontal: 'center' } },
        }}
      />
    </Box>
  );
}
