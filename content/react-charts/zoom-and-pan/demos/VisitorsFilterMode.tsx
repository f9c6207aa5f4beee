import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { LineChartPro } from '@mui/x-charts-pro/LineChartPro';

// Monthly visitors of a museum's website over four years, in thousands: slow growth, then a
// jump after a popular exhibition opened in month 30.
const months = Array.from({ length: 48 }, (_, index) => new Date(2021, index, 1));
const visitors = months.map((_, index) => {
  const trend = 12 + index * 0.35 + (index >= 30 ? 45 + (index - 30) * 2.5 : 0);
  return Math.round((trend + Math.sin(index * 0.9) * 2) * 10) / 10;
});
const monthFormatter = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric' });

export default function VisitorsFilterMode() {
  const [discard, setDiscard] = React.useState(true);

  return (
    <Box sx={{ width: '100%', height: 340, display: 'flex', flexDirection: 'column' }}>
      <FormControlLabel
        sx={{ height: 40, ml: 0 }}
        control={<Switch checked={discard} onChange={(event) => setDiscard(event.target.checked)} />}
        label={`filterMode: '${discard ? 'discard' : 'keep'}'`}
      />
      <LineChartPro
        title="Museum website visitors per month"
        desc="Visitors grew from 12 to about 24 thousand a month over two and a half years, then jumped to 69 thousand in July 2023 after an exhibition opened, and reached 114 thousand by December 2024. The chart opens zoomed on the first two years."
        xAxis={[
          {
            id: 'months',
            data: months,
            scaleType: 'time',
            valueFormatter: (date: Date) => monthFormatter.format(date),
            zoom: { filterMode: discard ? 'discard' : 'keep' },
          },
        ]}
        initialZoom={[{ axisId: 'months', start: 0, end: 50 }]}
        yAxis={[{ label: 'Visitors (thousands)', width: 60 }]}
        series={[
          {
            data: visitors,
            label: 'Visitors',
            showMark: false,
            valueFormatter: (value) => `${value}k`,
          },
        ]}
        // Room for the last tick label, centered on the right edge.
        margin={{ right: 36 }}
        hideLegend
      />
    </Box>
  );
}
