import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart, type BarChartProps } from '@mui/x-charts/BarChart';

type MapKind = 'piecewise' | 'continuous' | 'ordinal';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// Net cash flow of a food truck, in thousands of dollars.
const cashFlow = [-4.2, -2.8, 0.6, 3.1, 5.4, 7.9, 9.2, 8.6, 4.1, 1.2, -1.5, -3.6];

const formatCash = (value: number | null) => (value === null ? '' : `${value > 0 ? '+' : ''}$${value}k`);

// One mapping for each kind. A value-axis map (y here) wins over a band-axis map (x).
const axes: Record<MapKind, Pick<BarChartProps, 'xAxis' | 'yAxis'>> = {
  piecewise: {
    xAxis: [{ scaleType: 'band', data: months }],
    yAxis: [{ colorMap: { type: 'piecewise', thresholds: [0], colors: ['#d84315', '#2e7d32'] } }],
  },
  continuous: {
    xAxis: [{ scaleType: 'band', data: months }],
    yAxis: [{ colorMap: { type: 'continuous', min: -5, max: 10, color: ['#ffcc80', '#1565c0'] } }],
  },
  ordinal: {
    xAxis: [
      {
        scaleType: 'band',
        data: months,
        colorMap: {
          type: 'ordinal',
          values: ['Jun', 'Jul', 'Aug'],
          colors: ['#f9a825', '#f9a825', '#f9a825'],
          unknownColor: '#90a4ae',
        },
      },
    ],
    yAxis: [{}],
  },
};

export default function ColorScale() {
  const [kind, setKind] = React.useState<MapKind>('piecewise');

  return (
    <Box sx={{ width: '100%', height: 340, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={kind}
        onChange={(_, value: MapKind | null) => value && setKind(value)}
        aria-label="Kind of color map"
        sx={{ alignSelf: 'center' }}
      >
        <ToggleButton value="piecewise">piecewise</ToggleButton>
        <ToggleButton value="continuous">continuous</ToggleButton>
        <ToggleButton value="ordinal">ordinal</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex' }}>
        <BarChart
          title="Monthly net cash flow of a food truck, in thousands of dollars"
          desc="The truck loses money from November to February and earns the most in summer, up to $9.2k in July."
          {...axes[kind]}
          series={[{ data: cashFlow, label: 'Net cash flow', valueFormatter: formatCash }]}
          grid={{ horizontal: true }}
          hideLegend
        />
      </Box>
    </Box>
  );
}
