import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import LinearProgress from '@mui/material/LinearProgress';
import { PieChart } from '@mui/x-charts/PieChart';
import { ChartsTooltipContainer, useItemTooltip, type ChartsTooltipProps } from '@mui/x-charts/ChartsTooltip';

// Seats on a 180-seat flight, per fare class.
const seats = [
  { id: 'business', label: 'Business', value: 24 },
  { id: 'premium', label: 'Premium economy', value: 36 },
  { id: 'economy', label: 'Economy', value: 120 },
];
const total = seats.reduce((sum, s) => sum + s.value, 0);

function SeatContent() {
  const tooltip = useItemTooltip<'pie'>();
  if (!tooltip) {
    return null;
  }
  const share = (tooltip.value.value / total) * 100;
  return (
    <Paper elevation={3} sx={{ p: 1.5, minWidth: 180, borderTop: 4, borderColor: tooltip.color }}>
      <Typography variant="subtitle2">{tooltip.label}</Typography>
      <Typography variant="body2" color="text.secondary">
        {tooltip.value.value} seats, {share.toFixed(0)}% of the cabin
      </Typography>
      <LinearProgress variant="determinate" value={share} sx={{ mt: 1 }} />
    </Paper>
  );
}

// The container keeps the default behavior (trigger, position); only the content changes.
function SeatTooltip(props: ChartsTooltipProps) {
  return (
    <ChartsTooltipContainer {...props}>
      <SeatContent />
    </ChartsTooltipContainer>
  );
}

export default function CustomItemTooltip() {
  return (
    <Box sx={{ width: '100%', height: 260, display: 'flex' }}>
      <PieChart
        title="Cabin layout by fare class"
        desc="180 seats: 24 business, 36 premium economy and 120 economy."
        series={[{ data: seats, innerRadius: 50, paddingAngle: 2, cornerRadius: 4 }]}
        slots={{ tooltip: SeatTooltip }}
      />
    </Box>
  );
}
