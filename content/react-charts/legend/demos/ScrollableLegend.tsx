import * as React from 'react';
import Box from '@mui/material/Box';
import { PieChart } from '@mui/x-charts/PieChart';

// Books sold by a small bookshop in March, per shelf.
const shelves = [
  { label: 'Crime', value: 212 },
  { label: 'Literary fiction', value: 188 },
  { label: 'Children', value: 164 },
  { label: 'Fantasy', value: 141 },
  { label: 'History', value: 97 },
  { label: 'Cookery', value: 86 },
  { label: 'Travel', value: 72 },
  { label: 'Science', value: 64 },
  { label: 'Poetry', value: 41 },
  { label: 'Biography', value: 58 },
  { label: 'Comics', value: 77 },
  { label: 'Gardening', value: 33 },
  { label: 'Philosophy', value: 29 },
  { label: 'Languages', value: 24 },
].map((shelf, id) => ({ ...shelf, id }));

export default function ScrollableLegend() {
  return (
    <Box sx={{ width: '100%', height: 260, display: 'flex' }}>
      <PieChart
        title="Bookshop sales by shelf in March"
        desc="Books sold on 14 shelves. Crime, literary fiction and children's books sell the most."
        series={[{ data: shelves, valueFormatter: (item) => `${item.value} books` }]}
        slotProps={{
          legend: {
            sx: {
              // Keep one column and scroll it instead of wrapping into new columns.
              flexWrap: 'nowrap',
              maxHeight: 220,
              overflowY: 'auto',
              paddingInlineEnd: 1,
            },
          },
        }}
      />
    </Box>
  );
}
