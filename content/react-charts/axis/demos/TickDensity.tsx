import * as React from 'react';
import Stack from '@mui/material/Stack';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';

// Books borrowed from a small village library each weekday.
const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];
const books = [7, 4, 9, 6, 11];

export default function TickDensity() {
  const [tickNumber, setTickNumber] = React.useState(10);

  return (
    <Stack sx={{ height: 340 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', px: 1 }}>
        <Typography id="tick-number-label" variant="body2" sx={{ whiteSpace: 'nowrap' }}>
          tickNumber: {tickNumber}
        </Typography>
        <Slider
          size="small"
          min={2}
          max={20}
          value={tickNumber}
          onChange={(_, value) => setTickNumber(value as number)}
          aria-labelledby="tick-number-label"
        />
      </Stack>
      <BarChart
        title="Books borrowed per weekday"
        desc="Loans at a village library, from 4 books on Tuesday to 11 on Friday."
        xAxis={[{ scaleType: 'band', data: weekdays }]}
        yAxis={[{ tickNumber, tickMinStep: 1, label: 'Books' }]}
        series={[{ data: books, label: 'Loans', valueFormatter: (v) => `${v} books` }]}
        grid={{ horizontal: true }}
        hideLegend
      />
    </Stack>
  );
}
