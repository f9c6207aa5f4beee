import * as React from 'react';
import Stack from '@mui/material/Stack';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import MenuItem from '@mui/material/MenuItem';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

const placements = ['right-start', 'top', 'bottom', 'left', 'top-end'] as const;
type Placement = (typeof placements)[number];

// Trees measured in a park: trunk girth (cm) and height (m).
const oaks: [number, number][] = [[95, 14], [120, 17], [143, 19], [168, 21], [190, 22], [212, 24]];
const birches: [number, number][] = [[48, 11], [62, 14], [71, 15], [80, 17], [88, 18], [97, 19]];

const toPoints = (rows: [number, number][]) => rows.map(([x, y], id) => ({ id, x, y }));

export default function TooltipPlacement() {
  const [placement, setPlacement] = React.useState<Placement>('top');

  return (
    <Stack spacing={2} sx={{ height: 380 }}>
      <TextField
        select
        size="small"
        label="placement"
        value={placement}
        onChange={(event) => setPlacement(event.target.value as Placement)}
        sx={{ width: 200, mt: 1 }}
      >
        {placements.map((p) => (
          <MenuItem key={p} value={p}>
            {p}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex' }}>
        <ScatterChart
          title="Tree girth and height in a park"
          desc="Twelve trees: oaks are thicker and taller than birches, and height grows with girth for both."
          xAxis={[{ label: 'Girth (cm)' }]}
          yAxis={[{ label: 'Height (m)' }]}
          series={[
            { data: toPoints(oaks), label: 'Oak', valueFormatter: (v) => v && `${v.x} cm, ${v.y} m` },
            { data: toPoints(birches), label: 'Birch', valueFormatter: (v) => v && `${v.x} cm, ${v.y} m` },
          ]}
          slotProps={{ tooltip: { placement } }}
        />
      </Box>
    </Stack>
  );
}
