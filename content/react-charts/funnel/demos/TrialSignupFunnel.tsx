import * as React from 'react';
import Box from '@mui/material/Box';
import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Visitors of a project-management app's pricing page in March, and how far they went.
const steps = [
  { label: 'Viewed pricing', value: 12400 },
  { label: 'Started a trial', value: 3100 },
  { label: 'Invited a teammate', value: 1650 },
  { label: 'Subscribed', value: 540 },
];

export default function TrialSignupFunnel() {
  return (
    <Box sx={{ width: '100%', height: 340, display: 'flex' }}>
      <FunnelChart
        title="Trial signup funnel in March"
        desc="12,400 visitors viewed pricing, 3,100 started a trial, 1,650 invited a teammate and 540 subscribed."
        series={[{ data: steps, label: 'Visitors', valueFormatter: (item) => `${item.value.toLocaleString()} people` }]}
      />
    </Box>
  );
}
