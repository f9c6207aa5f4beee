import * as React from 'react';
import Stack from '@mui/material/Stack';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import type { SeriesLegendItemContext } from '@mui/x-charts/ChartsLegend';

const years = ['2021', '2022', '2023', '2024'];

// Visitors to a city's three museums, in thousands.
const museums = [
  { id: 'art', label: 'Art museum', data: [182, 241, 268, 295], color: '#5c6bc0' },
  { id: 'science', label: 'Science centre', data: [133, 176, 189, 204], color: '#26a69a' },
  { id: 'history', label: 'History museum', data: [88, 102, 97, 115], color: '#ef8f3a' },
];

export default function LegendToggleSeries() {
  const [hidden, setHidden] = React.useState<string[]>([]);
  const [lastClick, setLastClick] = React.useState('Click a legend item.');

  const handleItemClick = (_event: React.MouseEvent, item: SeriesLegendItemContext, index: number) => {
    const id = String(item.seriesId);
    setHidden((prev) => (prev.includes(id) ? prev.filter((h) => h !== id) : [...prev, id]));
    setLastClick(`index ${index}: { type: '${item.type}', seriesId: '${id}', label: '${item.label}', color: '${item.color}' }`);
  };

  return (
    <Stack spacing={1} sx={{ height: 380 }}>
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex' }}>
        <BarChart
          title="Museum visitors per year"
          desc="Yearly visitors to three museums from 2021 to 2024, in thousands. Click a legend item to hide or show its museum."
          xAxis={[{ scaleType: 'band', data: years }]}
          yAxis={[{ label: 'Visitors (thousands)' }]}
          series={museums.map((m) =>
            hidden.includes(m.id)
              ? { ...m, data: m.data.map(() => null), color: '#bdbdbd' }
              : { ...m, valueFormatter: (v: number | null) => `${v}k visitors` },
          )}
          slotProps={{ legend: { onItemClick: handleItemClick } }}
        />
      </Box>
      <Typography variant="body2" sx={{ fontFamily: 'monospace', fontSize: 12, overflowWrap: 'anywhere', minHeight: 40 }}>
        {lastClick}
      </Typography>
    </Stack>
  );
}
