import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Gauge, useGaugeState } from '@mui/x-charts/Gauge';

// A school fundraiser, in US dollars: raised so far, this year's goal, and last year's total.
const raised = 38400;
const goal = 60000;
const lastYear = 41000;

function LastYearMarker() {
  const { cx, cy, innerRadius, outerRadius, startAngle, endAngle, valueMin, valueMax } = useGaugeState();
  const angle = startAngle + ((lastYear - valueMin) / (valueMax - valueMin)) * (endAngle - startAngle);
  const from = innerRadius - 6;
  const to = outerRadius + 6;
  return (
    <line
      x1={cx + from * Math.sin(angle)}
      y1={cy - from * Math.cos(angle)}
      x2={cx + to * Math.sin(angle)}
      y2={cy - to * Math.cos(angle)}
      stroke="#ed6c02"
      strokeWidth={3}
    />
  );
}

export default function FundraiserTarget() {
  return (
    <Box sx={{ height: 240, textAlign: 'center' }}>
      <Gauge
        value={raised}
        valueMax={goal}
        startAngle={-100}
        endAngle={100}
        innerRadius="70%"
        height={190}
        margin={16}
        text={({ value }) => (value === null ? null : `$${(value / 1000).toFixed(1)}k`)}
        title="School fundraiser"
        desc={`$38,400 raised of a $60,000 goal. Last year's total was $41,000, shown by an orange mark.`}
      >
        <LastYearMarker />
      </Gauge>
      <Typography variant="body2">Raised of the $60k goal</Typography>
      <Typography variant="caption" color="text.secondary">
        Orange mark: last year&apos;s total, $41k
      </Typography>
    </Box>
  );
}
