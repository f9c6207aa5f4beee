import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import type { AxisConfig } from '@mui/x-charts/models';

// Loaves sold by a neighbourhood bakery, first day of each month standing for the month.
const months = Array.from({ length: 12 }, (_, index) => new Date(2024, index, 1));
const loaves = [1840, 1710, 1960, 2050, 2230, 2180, 1890, 1620, 2110, 2290, 2360, 2870];

// Short names on the ticks, the full month and year in the tooltip.
const formatMonth: AxisConfig<'band', Date>['valueFormatter'] = (date, context) =>
  context.location === 'tick'
    ? date.toLocaleDateString('en-US', { month: 'short' })
    : date.toLocaleDateString('en-US', { month: 'long', year: 'numeric' });

export default function MonthFormatter() {
  return (
    <BarChart
      height={300}
      title="Bakery loaves sold per month in 2024"
      desc="Monthly loaf sales, between 1,620 in August and 2,870 in December."
      xAxis={[{ scaleType: 'band', data: months, valueFormatter: formatMonth }]}
      yAxis={[{ label: 'Loaves sold', width: 60 }]}
      series={[{ data: loaves, label: 'Loaves', valueFormatter: (value) => `${value} loaves` }]}
      hideLegend
    />
  );
}
