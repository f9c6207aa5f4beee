import * as React from 'react';
import Box from '@mui/material/Box';
import { Unstable_FunnelChart as FunnelChart } from '@mui/x-charts-pro/FunnelChart';

// Job applications for one engineering opening, by hiring stage.
const stages = [
  { label: 'Applied', value: 420 },
  { label: 'Screened', value: 180 },
  { label: 'Interviewed', value: 46 },
  { label: 'Offer', value: 6 },
];

export default function LegendOnTheSide() {
  return (
    <Box sx={{ width: '100%', height: 300, display: 'flex' }}>
      <FunnelChart
        title="Hiring pipeline for one opening"
        desc="420 applications, 180 passed screening, 46 were interviewed and 6 received an offer."
        series={[{ data: stages, label: 'Candidates', sectionLabel: false }]}
        slotProps={{
          legend: { direction: 'vertical', position: { vertical: 'middle', horizontal: 'end' } },
        }}
      />
    </Box>
  );
}
