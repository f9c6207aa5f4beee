import * as React from 'react';
import Box from '@mui/material/Box';
import { ScatterChart } from '@mui/x-charts/ScatterChart';

// Patients of a clinic: age (years) and systolic blood pressure (mmHg).
const readings = [
  { x: 24, y: 112 }, { x: 29, y: 118 }, { x: 33, y: 124 }, { x: 36, y: 116 },
  { x: 38, y: 131 }, { x: 41, y: 127 }, { x: 44, y: 138 }, { x: 47, y: 122 },
  { x: 49, y: 143 }, { x: 52, y: 135 }, { x: 55, y: 149 }, { x: 57, y: 128 },
  { x: 60, y: 156 }, { x: 63, y: 141 }, { x: 66, y: 162 }, { x: 70, y: 147 },
  { x: 73, y: 168 }, { x: 77, y: 152 },
];

export default function ColorByThreshold() {
  return (
    <Box sx={{ width: '100%', height: 320 }}>
      <ScatterChart
        title="Systolic blood pressure of clinic patients by age"
        desc="Eighteen patients: readings rise with age; points under 120 mmHg are green, 120 to 139 amber, and 140 or more red."
        height={320}
        series={[
          {
            data: readings,
            label: 'Patients',
            markerSize: 5,
            valueFormatter: (v) => (v === null ? '' : `${v.x} years, ${v.y} mmHg`),
          },
        ]}
        xAxis={[{ label: 'Age (years)' }]}
        yAxis={[
          {
            label: 'Systolic pressure (mmHg)',
            min: 100,
            colorMap: {
              type: 'piecewise',
              thresholds: [120, 140],
              colors: ['#43a047', '#fb8c00', '#e53935'],
            },
          },
        ]}
        grid={{ horizontal: true }}
        hideLegend
      />
    </Box>
  );
}
