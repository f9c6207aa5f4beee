import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';
import type { FunnelCurveType } from '@mui/x-charts-pro/FunnelChart';

// A food-delivery app: orders started and how many made it through each step.
const orders = [
  { label: 'Cart opened', value: 8800 },
  { label: 'Address entered', value: 6100 },
  { label: 'Paid', value: 5200 },
  { label: 'Delivered on time', value: 4700 },
];

// Section labels take the theme's text color: light tints under dark text in light mode,
// deep shades under light text in dark mode.
const palettes = {
  light: ['#4DB8A9', '#6BC48E', '#9BCB6A', '#D1C65A'],
  dark: ['#1D6B60', '#246B45', '#3F6620', '#6B5A12'],
};

export default function CurveInterpolation() {
  const [curve, setCurve] = React.useState<FunnelCurveType>('linear');

  return (
    <Box sx={{ width: '100%', height: 340, display: 'flex', flexDirection: 'column' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={curve}
        onChange={(_event, value: FunnelCurveType | null) => value && setCurve(value)}
        aria-label="Curve"
        sx={{ height: 36, mb: 1 }}
      >
        <ToggleButton value="linear">linear</ToggleButton>
        <ToggleButton value="step">step</ToggleButton>
        <ToggleButton value="bump">bump</ToggleButton>
      </ToggleButtonGroup>
      <FunnelChart
        title="Food delivery order funnel"
        desc="8,800 carts opened, 6,100 with an address, 5,200 paid and 4,700 delivered on time."
        colors={(mode) => palettes[mode]}
        series={[{ data: orders, curve, valueFormatter: (item) => `${item.value.toLocaleString()} orders` }]}
        hideLegend
      />
    </Box>
  );
}
