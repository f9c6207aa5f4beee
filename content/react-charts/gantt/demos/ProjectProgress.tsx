import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';

// A mobile app release, in working days from Monday 5 January 2026 (day 0, five days a week).
// `done` is the work completed so far, in days, as reported by each team.
const tasks = [
  { name: 'User research', start: 0, days: 10, done: 10 },
  { name: 'Wireframes', start: 5, days: 10, done: 10 },
  { name: 'Visual design', start: 12, days: 8, done: 5 },
  { name: 'API changes', start: 10, days: 15, done: 8 },
  { name: 'App screens', start: 18, days: 15, done: 0 },
  { name: 'Beta testing', start: 33, days: 5, done: 0 },
];
const today = 20; // Monday 2 February

const series = [
  { data: tasks.map((task) => task.start), color: 'transparent', valueFormatter: () => null },
  {
    data: tasks.map((task) => task.done),
    label: 'Done',
    color: '#2e7d32',
    valueFormatter: (done: number | null, { dataIndex }: { dataIndex: number }) => {
      const days = tasks[dataIndex]?.days ?? 0;
      return days ? `${done} of ${days} days (${Math.round(((done ?? 0) / days) * 100)} %)` : null;
    },
  },
  {
    data: tasks.map((task) => task.days - task.done),
    label: 'Remaining',
    color: '#a5d6a7',
    valueFormatter: (left: number | null) => (left ? `${left} days` : null),
  },
].map((item) => ({ ...item, stack: 'plan' }));

export default function ProjectProgress() {
  return (
    <Box sx={{ width: '100%', height: 340, display: 'flex' }}>
      <BarChart
        title="App release progress on 2 February"
        desc="Six tasks over eight weeks. On day 20, research and wireframes are done; visual design is 3 days and the API changes 2 days behind plan; the app screens, due to start on day 18, have not started."
        layout="horizontal"
        grid={{ vertical: true }}
        yAxis={[
          {
            scaleType: 'band',
            data: tasks.map((task) => task.name),
            width: 100,
            // The tooltip's heading adds the planned days; the tick labels keep the name only.
            valueFormatter: (name: string, context) => {
              const task = tasks.find((item) => item.name === name);
              return context.location === 'tooltip' && task
                ? `${name}: days ${task.start} to ${task.start + task.days - 1}`
                : name;
            },
          },
        ]}
        xAxis={[
          {
            min: 0,
            max: 40,
            tickInterval: [0, 10, 20, 30, 40],
            label: 'Working days since 5 January',
          },
        ]}
        series={series}
      >
        <ChartsReferenceLine x={today} label="Today" labelAlign="start" lineStyle={{ strokeDasharray: '4 4' }} />
      </BarChart>
    </Box>
  );
}
