import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

// A café's kitchen refit, planned in calendar days from Monday 2 March 2026 (day 0).
const tasks = [
  { name: 'Design sign-off', start: 0, days: 5 },
  { name: 'Equipment order', start: 3, days: 18 },
  { name: 'Strip-out', start: 7, days: 4 },
  { name: 'Plumbing, wiring', start: 11, days: 8 },
  { name: 'Floor and walls', start: 19, days: 6 },
  { name: 'Equipment install', start: 25, days: 4 },
  { name: 'Staff training', start: 29, days: 3 },
  { name: 'Hygiene inspection', start: 30, days: 1 },
  { name: 'Reopening', start: 32, days: 1 },
];

const DAY = 24 * 60 * 60 * 1000;
const projectStart = Date.UTC(2026, 2, 2);

// Day number to a short date, such as "Mon 9 Mar".
const toDate = (day: number) =>
  new Date(projectStart + day * DAY).toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

const dateRange = (dataIndex: number) => {
  const task = tasks[dataIndex];
  if (!task) {
    return null;
  }
  const { start, days } = task;
  // A task of n days ends on the evening of its n-th day.
  const range = days === 1 ? toDate(start) : `${toDate(start)} to ${toDate(start + days - 1)}`;
  return `${range} (${days} ${days === 1 ? 'day' : 'days'})`;
};

export default function KitchenRefitGantt() {
  return (
    <Box sx={{ width: '100%', height: 380, display: 'flex' }}>
      <BarChart
        title="Kitchen refit schedule"
        desc="Nine tasks from Monday 2 March to Friday 3 April 2026. The equipment order, 18 days, is the longest task; the installation starts once the floor and walls are done, on day 25."
        layout="horizontal"
        hideLegend
        grid={{ vertical: true }}
        yAxis={[{ scaleType: 'band', data: tasks.map((task) => task.name), width: 120 }]}
        xAxis={[
          {
            min: 0,
            max: 35,
            tickInterval: [0, 7, 14, 21, 28, 35],
            // Ticks fall on Mondays; "9 Mar" is short enough for a phone screen.
            valueFormatter: (day: number) =>
              new Date(projectStart + day * DAY).toLocaleDateString('en-GB', {
                day: 'numeric',
                month: 'short',
                timeZone: 'UTC',
              }),
          },
        ]}
        series={[
          // Invisible bars from day 0 to each start, so the visible bar begins at the start.
          { data: tasks.map((task) => task.start), stack: 'plan', color: 'transparent', valueFormatter: () => null },
          {
            data: tasks.map((task) => task.days),
            stack: 'plan',
            label: 'Scheduled',
            color: '#1e88e5',
            valueFormatter: (_days, { dataIndex }) => dateRange(dataIndex),
          },
        ]}
      />
    </Box>
  );
}
