import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ChartDataProvider } from '@mui/x-charts/ChartDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { useBarSeries } from '@mui/x-charts/hooks';

const weeks = ['Week 1', 'Week 2', 'Week 3', 'Week 4'];

// Donations received by a food bank, in kilograms per week.
const series = [
  { type: 'bar' as const, id: 'tins', label: 'Tinned food', data: [412, 386, 455, 498], color: '#546e7a' },
  { type: 'bar' as const, id: 'fresh', label: 'Fresh produce', data: [228, 301, 274, 350], color: '#7cb342' },
  { type: 'bar' as const, id: 'dry', label: 'Dry goods', data: [310, 295, 342, 318], color: '#ffa000' },
];

// An HTML component: it lives inside the provider but outside the <svg>.
function SeriesTotals() {
  const bars = useBarSeries();
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, px: 1 }}>
      {bars.map((item) => {
        const total = item.data.reduce<number>((sum, value) => sum + (value ?? 0), 0);
        const name = typeof item.label === 'function' ? item.label('legend') : item.label;
        return (
          <Box
            key={item.id}
            sx={{ borderLeft: 4, borderColor: item.color, pl: 1, pr: 2, py: 0.5, bgcolor: 'action.hover' }}
          >
            <Typography variant="caption" sx={{ display: 'block' }}>
              {name}
            </Typography>
            <Typography variant="subtitle2">{`${total.toLocaleString('en-US')} kg`}</Typography>
          </Box>
        );
      })}
    </Stack>
  );
}

export default function DonationTotals() {
  return (
    <ChartDataProvider
      series={series}
      xAxis={[{ scaleType: 'band', data: weeks }]}
      yAxis={[{ label: 'Donations (kg)' }]}
    >
      <Box sx={{ height: 360, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <SeriesTotals />
        <ChartsSurface
          title="Food bank donations per week by type"
          desc="Over four weeks the food bank received 1,751 kg of tinned food, 1,153 kg of fresh produce and 1,265 kg of dry goods."
          sx={{ flex: 1, minHeight: 0 }}
        >
          <BarPlot />
          <ChartsXAxis />
          <ChartsYAxis />
          <ChartsTooltip />
        </ChartsSurface>
      </Box>
    </ChartDataProvider>
  );
}
