import * as React from 'react';
import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

const years = ['2018', '2019', '2020', '2021', '2022', '2023', '2024'];

// How the pupils of a primary school get to school, in number of pupils.
const walk = [142, 138, 151, 147, 139, 133, 128];
const bike = [38, 45, 61, 72, 84, 97, 109];
const car = [121, 119, 96, 101, 98, 94, 88];
const bus = [49, 52, 41, 44, 47, 51, 50];

const byYear = [walk, bike, car, bus];

// The tooltip shows the share of each mode, computed from the raw counts.
const share = (value: number | null, { dataIndex }: { dataIndex: number }) => {
  if (value === null) {
    return '';
  }
  const yearTotal = byYear.reduce((sum, mode) => sum + (mode[dataIndex] ?? 0), 0);
  return `${Math.round((value / yearTotal) * 100)}% (${value} pupils)`;
};

export default function PercentArea() {
  return (
    <Box sx={{ width: '100%', height: 320, display: 'flex' }}>
      <LineChart
        title="How pupils get to school, share by year"
        desc="Share of the pupils of a primary school by way of travel, 2018 to 2024. Cycling grows from 11% to 29% while car journeys fall from 35% to 23%."
        xAxis={[{ data: years, scaleType: 'point' }]}
        yAxis={[{ min: 0, max: 1, valueFormatter: (value: number) => `${Math.round(value * 100)}%` }]}
        series={[
          { data: walk, label: 'Walk', area: true, stack: 'trips', stackOffset: 'expand', showMark: false, valueFormatter: share },
          { data: bike, label: 'Bike', area: true, stack: 'trips', showMark: false, valueFormatter: share },
          { data: bus, label: 'Bus', area: true, stack: 'trips', showMark: false, valueFormatter: share },
          { data: car, label: 'Car', area: true, stack: 'trips', showMark: false, valueFormatter: share },
        ]}
      />
    </Box>
  );
}
