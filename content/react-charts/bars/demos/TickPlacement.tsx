import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { BarChart } from '@mui/x-charts/BarChart';

type TickPlacementValue = 'start' | 'end' | 'middle' | 'extremities';
type TickLabelPlacementValue = 'middle' | 'tick';

const hours = ['9:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'];

// Visitors entering a science museum in each hour of a Sunday.
const visitors = [85, 164, 231, 198, 176, 242, 210, 121];

export default function TickPlacement() {
  const [tickPlacement, setTickPlacement] = React.useState<TickPlacementValue>('extremities');
  const [tickLabelPlacement, setTickLabelPlacement] = React.useState<TickLabelPlacementValue>('middle');

  // Declared apart: the band-only tick options are not part of the generic axis type.
  const hourAxis = { scaleType: 'band' as const, data: hours, tickPlacement, tickLabelPlacement };

  return (
    <Box sx={{ width: '100%', height: 340, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', gap: 2, px: 2, pt: 1 }}>
        <TextField
          select
          size="small"
          label="tickPlacement"
          value={tickPlacement}
          onChange={(event) => setTickPlacement(event.target.value as TickPlacementValue)}
          sx={{ flex: 1, maxWidth: 200 }}
        >
          {['extremities', 'start', 'middle', 'end'].map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="tickLabelPlacement"
          value={tickLabelPlacement}
          onChange={(event) => setTickLabelPlacement(event.target.value as TickLabelPlacementValue)}
          sx={{ flex: 1, maxWidth: 200 }}
        >
          {['middle', 'tick'].map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex' }}>
        <BarChart
          title="Museum visitors entering per hour on a Sunday"
          desc="Arrivals peak twice, 231 visitors at 11:00 and 242 at 14:00, and drop to 121 in the last hour."
          xAxis={[hourAxis]}
          series={[{ data: visitors, label: 'Visitors', valueFormatter: (v) => `${v} visitors` }]}
          hideLegend
        />
      </Box>
    </Box>
  );
}
