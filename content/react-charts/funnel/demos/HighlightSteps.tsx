import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// A charity's door-to-door campaign: homes visited and what followed.
const campaign = [
  { label: 'Doors knocked', value: 3600 },
  { label: 'Conversations', value: 1450 },
  { label: 'Leaflets taken', value: 980 },
  { label: 'Monthly donors', value: 120 },
];

// Section labels take the theme's text color: light tints under dark text in light mode,
// deep shades under light text in dark mode.
const palettes = {
  light: ['#6C8EF5', '#F2A93B', '#EF7B77', '#4DB8A9'],
  dark: ['#2F4FA8', '#85560F', '#9A3431', '#1D6B60'],
};

type Highlighted = React.ComponentProps<typeof FunnelChart>['highlightedItem'];

export default function HighlightSteps() {
  const [item, setItem] = React.useState<Highlighted>(null);
  const step = item?.dataIndex === undefined ? null : campaign[item.dataIndex];
  const previous = item?.dataIndex ? campaign[item.dataIndex - 1] : null;

  return (
    <Box sx={{ width: '100%', height: 340, display: 'flex', flexDirection: 'column' }}>
      <FunnelChart
        title="Door-to-door fundraising campaign"
        desc="3,600 doors knocked, 1,450 conversations, 980 leaflets taken and 120 new monthly donors."
        colors={(mode) => palettes[mode]}
        series={[
          { id: 'campaign', data: campaign, highlightScope: { highlight: 'item', fade: 'global' } },
        ]}
        onHighlightChange={setItem}
        hideLegend
      />
      <Typography variant="body2" sx={{ height: 40, lineHeight: '40px', px: 1 }}>
        {step
          ? `${step.label}: ${step.value.toLocaleString()}${previous ? `, ${Math.round((step.value / previous.value) * 100)}% of the step before` : ''}`
          : 'Hover a section to highlight it.'}
      </Typography>
    </Box>
  );
}
