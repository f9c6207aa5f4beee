import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];

// Energy delivered by a small wind farm, per quarter and per turbine model, in MWh.
const turbines = [
  { label: 'Model A (3 turbines)', data: [1820, 1340, 1010, 2150] },
  { label: 'Model B (2 turbines)', data: [1460, 1090, 870, 1720] },
  { label: 'Model C (2 turbines)', data: [980, 760, 610, 1190] },
];

const formatMwh = (value: number | null) => (value === null ? '' : `${value.toLocaleString('en-US')} MWh`);

export default function StackedBarChart() {
  return (
    <Box sx={{ width: '100%', height: 340, display: 'flex' }}>
      <BarChart
        title="Wind farm energy output per quarter, stacked by turbine model, in MWh"
        desc="Output is highest in Q4 with 5,060 MWh and lowest in Q3 with 2,490 MWh; model A turbines deliver the largest share every quarter."
        xAxis={[{ scaleType: 'band', data: quarters }]}
        yAxis={[{ label: 'MWh', width: 60 }]}
        series={turbines.map((turbine) => ({ ...turbine, stack: 'farm', valueFormatter: formatMwh }))}
      />
    </Box>
  );
}
