import * as React from 'react';
import Stack from '@mui/material/Stack';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import type { HighlightItemData } from '@mui/x-charts/context';

// Hours a volunteer fire brigade spent on each kind of call in one year.
// Each kind of call has one color in both charts.
const calls = [
  { label: 'Fires', value: 420, color: '#e53935' },
  { label: 'Road accidents', value: 310, color: '#fb8c00' },
  { label: 'Floods', value: 180, color: '#1e88e5' },
  { label: 'Rescues', value: 140, color: '#8e24aa' },
  { label: 'Training', value: 520, color: '#43a047' },
];

const hours = (value: number | null) => `${value} h`;
const scope = { highlight: 'item', fade: 'global' } as const;

export default function SyncedHighlight() {
  // One state drives both charts: the series share the id 'hours' and the data order.
  const [highlightedItem, setHighlightedItem] = React.useState<HighlightItemData | null>(null);

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ height: 360 }}>
      <Box sx={{ flex: 1, minHeight: 0, minWidth: 0, display: 'flex' }}>
        <BarChart
          title="Fire brigade hours per kind of call"
          desc="Hours spent on fires, road accidents, floods, rescues and training in one year. Training takes the most time, 520 hours."
          layout="horizontal"
          yAxis={[
            {
              scaleType: 'band',
              data: calls.map((c) => c.label),
              width: 100,
              colorMap: { type: 'ordinal', values: calls.map((c) => c.label), colors: calls.map((c) => c.color) },
            },
          ]}
          series={[{ id: 'hours', data: calls.map((c) => c.value), label: 'Hours', valueFormatter: hours, highlightScope: scope }]}
          hideLegend
          axisHighlight={{ y: 'none' }}
          slotProps={{ tooltip: { trigger: 'item' } }}
          highlightedItem={highlightedItem}
          onHighlightChange={setHighlightedItem}
        />
      </Box>
      <Box sx={{ flex: 1, minHeight: 0, minWidth: 0, display: 'flex' }}>
        <PieChart
          title="Share of fire brigade hours"
          desc="The same hours as shares of the 1,570-hour total."
          series={[
            {
              id: 'hours',
              data: calls.map((c, i) => ({ id: i, ...c })),
              innerRadius: 40,
              valueFormatter: (item) => `${item.value} h`,
              highlightScope: scope,
              faded: { additionalRadius: -8 },
            },
          ]}
          hideLegend
          highlightedItem={highlightedItem}
          onHighlightChange={setHighlightedItem}
        />
      </Box>
    </Stack>
  );
}
