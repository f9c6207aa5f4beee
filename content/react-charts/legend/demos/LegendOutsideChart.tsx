import * as React from 'react';
import Stack from '@mui/material/Stack';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { PiePlot } from '@mui/x-charts/PieChart';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';

// Where a cycling club's 1,000 € yearly budget goes.
const budget = [
  { id: 'races', label: 'Race fees', value: 380 },
  { id: 'kit', label: 'Club kit', value: 260 },
  { id: 'repairs', label: 'Workshop tools', value: 150 },
  { id: 'social', label: 'Social events', value: 130 },
  { id: 'insurance', label: 'Insurance', value: 80 },
];

export default function LegendOutsideChart() {
  return (
    <ChartDataProvider
      height={220}
      series={[{ type: 'pie', data: budget, innerRadius: 45, valueFormatter: (item) => `${item.value} €` }]}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ height: 360, alignItems: 'center' }}>
        <ChartsSurface title="Cycling club budget" desc="A 1,000 euro yearly budget: race fees take 380 euros, club kit 260, tools 150, social events 130 and insurance 80." sx={{ flex: 1, height: 220 }}>
          <PiePlot />
        </ChartsSurface>
        <ChartsTooltip trigger="item" />
        <Paper variant="outlined" sx={{ p: 1.5, width: { xs: '100%', sm: 220 } }}>
          <Typography variant="subtitle2" sx={{ mb: 1 }}>
            Budget lines
          </Typography>
          <ChartsLegend direction="vertical" sx={{ m: 0 }} />
        </Paper>
      </Stack>
    </ChartDataProvider>
  );
}
