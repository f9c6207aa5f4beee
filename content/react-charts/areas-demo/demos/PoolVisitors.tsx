import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

const weeks = ['May 5', 'May 12', 'May 19', 'May 26', 'Jun 2', 'Jun 9', 'Jun 16', 'Jun 23', 'Jun 30'];

// Weekly visitors of an open-air swimming pool at the start of the season.
const visitors = [620, 540, 910, 1280, 1150, 1720, 2240, 2610, 2480];

export default function PoolVisitors() {
  return (
    <Box sx={{ width: '100%', height: 300, display: 'flex' }}>
      <LineChart
        title="Open-air pool visitors per week"
        desc="Visitors per week from the week of 5 May to the week of 30 June, growing from 620 to a peak of 2610 in the week of 23 June."
        xAxis={[{ data: weeks, scaleType: 'point' }]}
        yAxis={[{ label: 'Visitors per week', width: 60 }]}
        series={[
          {
            data: visitors,
            label: 'Visitors',
            area: true,
            color: '#00acc1',
            valueFormatter: (value) => (value === null ? '' : `${value} visitors`),
          },
        ]}
        hideLegend
      />
    </Box>
  );
}
