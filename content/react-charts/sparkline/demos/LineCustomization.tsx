import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import type { CurveType } from '@mui/x-charts/models';

// Visitors of a museum per day over two weeks (hundreds).
const visitors = [12, 15, 14, 19, 23, 31, 29, 13, 16, 17, 21, 26, 34, 30];

const variants: { label: string; curve: CurveType; area: boolean }[] = [
  { label: "curve: 'linear' (default)", curve: 'linear', area: false },
  { label: "curve: 'natural', area", curve: 'natural', area: true },
  { label: "curve: 'step'", curve: 'step', area: false },
  { label: "curve: 'monotoneX', area", curve: 'monotoneX', area: true },
];

export default function LineCustomization() {
  return (
    <Box
      sx={{
        width: '100%',
        height: 200,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' },
        gap: 2,
      }}
    >
      {variants.map((variant) => (
        <div key={variant.label}>
          <Typography variant="caption" component="div">
            {variant.label}
          </Typography>
          <SparkLineChart
            title={`Museum visitors per day, drawn with the ${variant.curve} curve`}
            desc="Fourteen days, from 1,200 to 3,400 visitors, busiest at the weekends."
            data={visitors}
            curve={variant.curve}
            area={variant.area}
            height={60}
          />
        </div>
      ))}
    </Box>
  );
}
