import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const revenue = [48, 52, 61, 58, 64, 70, 66, 63, 72, 79, 88, 95];
const conversion = [2.1, 2.4, 2.9, 2.6, 2.8, 3.1, 2.7, 2.5, 3.0, 3.3, 3.6, 3.9];

export default function AxisPositionInConfig() {
  return (
    <Box sx={{ width: '100%', height: 320 }}>
      <LineChart
        title="Revenue and conversion rate by month"
        desc="Monthly revenue in thousands of dollars on the left axis and conversion rate in percent on the right axis."
        height={320}
        xAxis={[{ scaleType: 'point', data: months }]}
        yAxis={[
          { id: 'revenue', position: 'left', label: 'Revenue (k$)' },
          { id: 'rate', position: 'right', label: 'Conversion (%)', min: 0 },
        ]}
        series={[
          { label: 'Revenue (k$)', data: revenue, yAxisId: 'revenue' },
          { label: 'Conversion (%)', data: conversion, yAxisId: 'rate' },
        ]}
      />
    </Box>
  );
}
