import * as React from 'react';
import Stack from '@mui/material/Stack';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { BarChart } from '@mui/x-charts/BarChart';

type TickPlacement = 'start' | 'end' | 'middle' | 'extremities';
type TickLabelPlacement = 'middle' | 'tick';

// Average queue at a ferry terminal for each departure, in cars.
const departures = ['06:30', '08:00', '09:30', '11:00', '12:30', '14:00'];
const cars = [34, 62, 41, 28, 37, 55];

export default function BandTickPlacement() {
  const [tickPlacement, setTickPlacement] = React.useState<TickPlacement>('extremities');
  const [tickLabelPlacement, setTickLabelPlacement] = React.useState<TickLabelPlacement>('middle');

  return (
    <Stack sx={{ height: 360 }}>
      <Stack direction="row" spacing={2} sx={{ pt: 1 }}>
        <TextField
          select
          size="small"
          label="tickPlacement"
          value={tickPlacement}
          onChange={(event) => setTickPlacement(event.target.value as TickPlacement)}
          sx={{ minWidth: 150 }}
        >
          {['start', 'end', 'middle', 'extremities'].map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="tickLabelPlacement"
          value={tickLabelPlacement}
          onChange={(event) => setTickLabelPlacement(event.target.value as TickLabelPlacement)}
          sx={{ minWidth: 150 }}
        >
          {['middle', 'tick'].map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <BarChart
        title="Cars queuing per ferry departure"
        desc="Average number of cars waiting for each departure, highest for the 08:00 ferry with 62 cars."
        xAxis={[{ scaleType: 'band', data: departures, tickPlacement, tickLabelPlacement }]}
        yAxis={[{ label: 'Cars' }]}
        series={[{ data: cars, label: 'Cars', valueFormatter: (v) => `${v} cars` }]}
        hideLegend
      />
    </Stack>
  );
}
