import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsLabelMark } from '@mui/x-charts/ChartsLabel';
import { useLegend, useBarSeries } from '@mui/x-charts/hooks';

const weeks = ['W1', 'W2', 'W3', 'W4'];

// Parcels delivered by three depots of a courier company, per week.
const depots = [
  { id: 'north', label: 'North depot', data: [1240, 1315, 1198, 1402] },
  { id: 'harbour', label: 'Harbour depot', data: [986, 1044, 1102, 1011] },
  { id: 'airport', label: 'Airport depot', data: [652, 700, 741, 829] },
];

// Rendered in place of the default legend, inside the chart's providers.
function LegendWithTotalsSlot() {
  const { items } = useLegend();
  const series = useBarSeries();

  return (
    <Stack component="ul" direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, justifyContent: 'center', listStyle: 'none', m: 1, p: 0 }}>
      {items.map((item) => {
        const data = series.find((s) => s.id === item.seriesId)?.data ?? [];
        const total = data.reduce<number>((sum, value) => sum + (value ?? 0), 0);
        return (
          <Stack component="li" key={item.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <ChartsLabelMark type={item.markType} color={item.color} />
            <Typography variant="body2">{item.label}</Typography>
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              {total.toLocaleString('en-US')} parcels
            </Typography>
          </Stack>
        );
      })}
    </Stack>
  );
}

export default function LegendWithTotals() {
  return (
    <Box sx={{ width: '100%', height: 340, display: 'flex' }}>
      <BarChart
        title="Parcels delivered per depot"
        desc="Weekly parcel deliveries of three depots over four weeks, with each depot's monthly total in the legend. The north depot delivers the most."
        xAxis={[{ scaleType: 'band', data: weeks }]}
        yAxis={[{ width: 50 }]}
        series={depots}
        slots={{ legend: LegendWithTotalsSlot }}
      />
    </Box>
  );
}
