import * as React from 'react';
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import type { BarItem, BarLabelContext } from '@mui/x-charts/BarChart';

const questions = ['Training', 'Tools', 'Workload', 'Team'];

// Share of answers to an employee survey, in percent (each column sums to 100).
const answers = [
  { label: 'Disagree', data: [8, 21, 34, 4] },
  { label: 'Neutral', data: [22, 30, 41, 12] },
  { label: 'Agree', data: [70, 49, 25, 84] },
];

// Hide the label when the segment is too short to hold it.
const percentLabel = (item: BarItem, context: BarLabelContext) =>
  context.bar.height < 20 ? null : `${item.value}%`;

export default function BarLabelFormatter() {
  return (
    <Box sx={{ width: '100%', height: 320, display: 'flex' }}>
      <BarChart
        title="Employee survey answers per question, in percent"
        desc="84% agree with the Team statement and 70% with Training, while Workload divides opinion with 34% disagreeing."
        xAxis={[{ scaleType: 'band', data: questions }]}
        yAxis={[{ max: 100 }]}
        series={answers.map((answer) => ({ ...answer, stack: 'survey' }))}
        colors={['#e57373', '#bdbdbd', '#66bb6a']}
        barLabel={percentLabel}
      />
    </Box>
  );
}
