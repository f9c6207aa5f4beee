import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { BarChart } from '@mui/x-charts/BarChart';
import type { ChartsOverlaySlots } from '@mui/x-charts/ChartsOverlay';
import type { PropsFromSlot } from '@mui/x-charts/models';

// The props the chart passes to this slot, read from the slot's type.
type OverlayProps = PropsFromSlot<ChartsOverlaySlots['noDataOverlay']>;

function NoReadingsOverlay({ message }: OverlayProps) {
  return (
    <text x="50%" y="45%" textAnchor="middle" fill="currentColor" fontSize={14}>
      {message}
    </text>
  );
}

const hours = ['06:00', '09:00', '12:00', '15:00', '18:00', '21:00'];
const visitors = [12, 48, 95, 81, 64, 22];

export default function EmptyChartOverlay() {
  const [synced, setSynced] = React.useState(false);

  return (
    <Box sx={{ height: 300, width: '100%', display: 'flex', flexDirection: 'column' }}>
      <Button size="small" sx={{ alignSelf: 'flex-start' }} onClick={() => setSynced((s) => !s)}>
        {synced ? 'Clear readings' : 'Sync door counter'}
      </Button>
      <BarChart
        title="Library visitors by hour"
        desc="Visitors counted at the entrance at six times of the day."
        height={260}
        xAxis={[{ scaleType: 'band', data: hours }]}
        series={synced ? [{ data: visitors, label: 'Visitors' }] : []}
        slots={{ noDataOverlay: NoReadingsOverlay }}
        slotProps={{
          noDataOverlay: { message: 'No readings yet' },
        }}
      />
    </Box>
  );
}
