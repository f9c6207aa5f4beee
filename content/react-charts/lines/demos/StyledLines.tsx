import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart, lineElementClasses, markElementClasses } from '@mui/x-charts/LineChart';

const quarters = ['Q1 2024', 'Q2 2024', 'Q3 2024', 'Q4 2024', 'Q1 2025', 'Q2 2025'];

// Members of a climbing gym at the end of each quarter, and the target set in the business plan.
const members = [410, 455, 520, 560, 640, 705];
const target = [400, 470, 540, 610, 680, 750];

export default function StyledLines() {
  return (
    <Box sx={{ width: '100%', height: 320, display: 'flex' }}>
      <LineChart
        title="Climbing gym members against the plan"
        desc="Members at the end of each quarter from Q1 2024 to Q2 2025, growing from 410 to 705, compared with a target line growing from 400 to 750."
        xAxis={[{ data: quarters, scaleType: 'point' }]}
        yAxis={[{ label: 'Members', width: 60 }]}
        series={[
          { id: 'members', data: members, label: 'Members', color: '#2e7d32' },
          { id: 'target', data: target, label: 'Target', color: '#757575', showMark: false },
        ]}
        sx={{
          [`& .${lineElementClasses.root}`]: { strokeWidth: 3 },
          // Each line also gets a class with its series id: MuiLineElement-series-<id>.
          '& .MuiLineElement-series-target': { strokeDasharray: '8 5', strokeWidth: 2 },
          [`& .${markElementClasses.root}`]: { fill: '#fff', strokeWidth: 2, r: 5 },
        }}
      />
    </Box>
  );
}
