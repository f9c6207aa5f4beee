import * as React from 'react';
import Stack from '@mui/material/Stack';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { BarChart } from '@mui/x-charts/BarChart';
import type { StackOrderType } from '@mui/x-charts/models';

// Waste collected in a town each quarter, by stream, in tonnes.
const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];
const streams = [
  { label: 'Glass', data: [38, 41, 52, 61] },
  { label: 'Paper', data: [96, 88, 84, 118] },
  { label: 'Garden', data: [22, 131, 148, 64] },
  { label: 'Residual', data: [210, 198, 205, 226] },
];

const orders: StackOrderType[] = ['none', 'reverse', 'ascending', 'descending', 'appearance', 'insideOut'];

export default function StackOrderSwitch() {
  const [stackOrder, setStackOrder] = React.useState<StackOrderType>('descending');

  return (
    <Stack sx={{ height: 390 }}>
      <TextField
        select
        size="small"
        label="stackOrder"
        value={stackOrder}
        onChange={(event) => setStackOrder(event.target.value as StackOrderType)}
        sx={{ width: 180, mt: 1 }}
      >
        {orders.map((order) => (
          <MenuItem key={order} value={order}>
            {order}
          </MenuItem>
        ))}
      </TextField>
      <BarChart
        title="Waste collected per quarter by stream"
        desc="Stacked bars of glass, paper, garden and residual waste in tonnes; garden waste peaks at 148 t in Q3."
        xAxis={[{ scaleType: 'band', data: quarters }]}
        yAxis={[{ label: 'Tonnes' }]}
        series={streams.map((stream) => ({
          ...stream,
          stack: 'waste',
          stackOrder,
          valueFormatter: (value) => `${value} t`,
        }))}
      />
    </Stack>
  );
}
