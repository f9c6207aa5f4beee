import * as React from 'react';
import Stack from '@mui/material/Stack';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import type { HighlightItemData } from '@mui/x-charts/context';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

// Bicycles counted per day on three city bridges, monthly average.
const bridges = [
  { id: 'east', label: 'East bridge', data: [2100, 2350, 3020, 3890, 4510, 4870] },
  { id: 'canal', label: 'Canal bridge', data: [1480, 1560, 1990, 2610, 3120, 3380] },
  { id: 'old', label: 'Old bridge', data: [930, 1010, 1260, 1640, 1990, 2150] },
];

export default function ControlledHighlight() {
  const [highlightedItem, setHighlightedItem] = React.useState<HighlightItemData | null>({ seriesId: 'canal', dataIndex: 3 });

  const seriesId = highlightedItem?.seriesId ?? '';
  const dataIndex = highlightedItem?.dataIndex ?? -1;

  return (
    <Stack spacing={1} sx={{ height: 420 }}>
      <Stack direction="row" spacing={1} sx={{ pt: 1 }}>
        <TextField
          select
          size="small"
          label="seriesId"
          value={seriesId}
          onChange={(e) => setHighlightedItem(e.target.value ? { seriesId: e.target.value, dataIndex: dataIndex < 0 ? undefined : dataIndex } : null)}
          sx={{ width: 160 }}
        >
          <MenuItem value="">none</MenuItem>
          {bridges.map((b) => (
            <MenuItem key={b.id} value={b.id}>
              {b.id}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="dataIndex"
          value={dataIndex}
          disabled={!seriesId}
          onChange={(e) => {
            const index = Number(e.target.value);
            setHighlightedItem({ seriesId, dataIndex: index < 0 ? undefined : index });
          }}
          sx={{ width: 160 }}
        >
          <MenuItem value={-1}>whole series</MenuItem>
          {months.map((m, i) => (
            <MenuItem key={m} value={i}>
              {i} ({m})
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex' }}>
        <LineChart
          title="Bicycles on three bridges"
          desc="Average daily bicycle counts on three city bridges from January to June. Traffic more than doubles on every bridge; the east bridge is the busiest."
          xAxis={[{ scaleType: 'point', data: months }]}
          yAxis={[{ width: 50 }]}
          series={bridges.map((b) => ({ ...b, highlightScope: { highlight: 'series', fade: 'global' } }))}
          highlightedItem={highlightedItem}
          onHighlightChange={setHighlightedItem}
        />
      </Box>
      <Typography variant="body2" sx={{ fontFamily: 'monospace', fontSize: 12 }}>
        highlightedItem: {JSON.stringify(highlightedItem)}
      </Typography>
    </Stack>
  );
}
