import * as React from 'react';
import { LineChart } from '@mui/x-charts/LineChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

// Fine-particle concentration (PM2.5) measured at a school, daily mean in µg/m³.
const days = Array.from({ length: 21 }, (_, i) => i + 1);
const pm25 = [9, 11, 14, 18, 23, 19, 12, 8, 7, 10, 16, 21, 27, 24, 17, 11, 9, 8, 12, 15, 13];

export default function ReferenceLines() {
  return (
    <LineChart
      height={300}
      title="Daily PM2.5 at a school in March"
      desc="Daily mean fine-particle concentration; it passed the 15 µg/m³ guideline on eight days, and a traffic ban started on day 14."
      xAxis={[{ data: days, label: 'Day of March', tickInterval: [1, 7, 14, 21] }]}
      yAxis={[{ min: 0, label: 'PM2.5 (µg/m³)' }]}
      series={[{ data: pm25, label: 'PM2.5', valueFormatter: (v) => `${v} µg/m³` }]}
      hideLegend
    >
      <ChartsReferenceLine
        y={15}
        label="Daily guideline"
        labelAlign="start"
        lineStyle={{ stroke: '#d32f2f', strokeDasharray: '6 4' }}
        labelStyle={{ fill: '#d32f2f', fontSize: 12 }}
      />
      <ChartsReferenceLine x={14} label="Traffic ban" labelAlign="end" />
    </LineChart>
  );
}
