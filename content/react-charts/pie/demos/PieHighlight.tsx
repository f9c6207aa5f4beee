import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { PieChart } from '@mui/x-charts/PieChart';
import type { HighlightScope } from '@mui/x-charts/context';

// Drinks sold by a café on a Saturday: temperature (inner ring) and drink (outer ring).
const temperatures = [
  { id: 'hot', label: 'Hot drinks', value: 312, color: '#c62828' },
  { id: 'cold', label: 'Cold drinks', value: 188, color: '#1565c0' },
];
const drinks = [
  { id: 'espresso', label: 'Espresso', value: 96, color: '#ef5350' },
  { id: 'latte', label: 'Latte', value: 141, color: '#e57373' },
  { id: 'tea', label: 'Tea', value: 75, color: '#ffcdd2' },
  { id: 'iced-latte', label: 'Iced latte', value: 83, color: '#42a5f5' },
  { id: 'cold-brew', label: 'Cold brew', value: 61, color: '#64b5f6' },
  { id: 'lemonade', label: 'Lemonade', value: 44, color: '#bbdefb' },
];

const cups = (item: { value: number }) => `${item.value} cups`;

export default function PieHighlight() {
  const [highlight, setHighlight] = React.useState<HighlightScope['highlight']>('item');
  const [fade, setFade] = React.useState<HighlightScope['fade']>('global');
  const highlightScope = { highlight, fade };

  return (
    <Stack spacing={2} sx={{ width: '100%', height: 360, pt: 1 }}>
      <Stack direction="row" spacing={2}>
        <TextField
          select
          size="small"
          label="highlight"
          value={highlight}
          onChange={(event) => setHighlight(event.target.value as HighlightScope['highlight'])}
          sx={{ minWidth: 120 }}
        >
          {['none', 'item', 'series'].map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="fade"
          value={fade}
          onChange={(event) => setFade(event.target.value as HighlightScope['fade'])}
          sx={{ minWidth: 120 }}
        >
          {['none', 'series', 'global'].map((option) => (
            <MenuItem key={option} value={option}>
              {option}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex' }}>
        <PieChart
          title="Café drinks sold on a Saturday"
          desc="Two-ring pie chart of 500 drinks. Inner ring: 312 hot and 188 cold. Outer ring: espresso 96, latte 141, tea 75, iced latte 83, cold brew 61, lemonade 44."
          hideLegend
          series={[
            {
              id: 'temperature',
              data: temperatures,
              outerRadius: '45%',
              highlightScope,
              valueFormatter: cups,
            },
            {
              id: 'drink',
              data: drinks,
              innerRadius: '50%',
              outerRadius: '90%',
              highlightScope,
              highlighted: { additionalRadius: 8 },
              faded: { additionalRadius: -8, color: '#9e9e9e' },
              valueFormatter: cups,
            },
          ]}
        />
      </Box>
    </Stack>
  );
}
