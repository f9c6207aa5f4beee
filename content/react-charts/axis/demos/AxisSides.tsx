import * as React from 'react';
import { BarChart } from '@mui/x-charts/BarChart';

// Goals scored by the players of a handball team over a season.
const players = ['Ana', 'Birte', 'Chloé', 'Dalia', 'Eun-ji', 'Fatima'];
const goals = [84, 61, 57, 43, 38, 22];

export default function AxisSides() {
  return (
    <BarChart
      height={300}
      title="Handball goals per player this season"
      desc="Goals scored by six players, from 84 for Ana to 22 for Fatima, with the value axis on top."
      layout="horizontal"
      xAxis={[{ position: 'top', label: 'Goals' }]}
      yAxis={[{ scaleType: 'band', data: players, position: 'right', width: 60 }]}
      series={[{ data: goals, label: 'Goals' }]}
      hideLegend
    />
  );
}
