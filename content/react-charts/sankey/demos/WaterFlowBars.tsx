import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { BarChart } from '@mui/x-charts/BarChart';

// The same day of drinking water, in megalitres: flows[source][use].
const sourceNames = ['Reservoir', 'River', 'Groundwater'];
const useNames = ['Homes', 'Businesses', 'Parks and farms', 'Leaks'];
const flows = [
  [110, 40, 10, 20],
  [45, 30, 12, 8],
  [20, 5, 18, 2],
];
const sourceColors = ['#37474f', '#546e7a', '#78909c'];
const useColors = ['#1e88e5', '#8e24aa', '#43a047', '#e53935'];

const megalitres = (value: number | null) => (value === null ? null : `${value} ML/day`);

type View = 'sources' | 'uses';

export default function WaterFlowBars() {
  const [view, setView] = React.useState<View>('sources');

  // "sources": one bar per source, split by use. "uses": one bar per use, split by source.
  const bars = view === 'sources' ? sourceNames : useNames;
  const parts = view === 'sources' ? useNames : sourceNames;
  const colors = view === 'sources' ? useColors : sourceColors;
  const series = parts.map((part, p) => ({
    id: part,
    label: part,
    color: colors[p],
    stack: 'flow',
    data: bars.map((_, b) => (view === 'sources' ? flows[b]?.[p] : flows[p]?.[b]) ?? null),
    valueFormatter: megalitres,
  }));

  return (
    <Box sx={{ width: '100%', height: 400, display: 'flex', flexDirection: 'column' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={view}
        onChange={(_event, next: View | null) => next && setView(next)}
        aria-label="Group the flows"
      >
        <ToggleButton value="sources">Where it comes from</ToggleButton>
        <ToggleButton value="uses">Where it goes</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex' }}>
        <BarChart
          title={view === 'sources' ? 'Water supplied by each source, by use' : 'Water used by each use, by source'}
          desc="The daily water flows of a city, 320 megalitres, grouped by source or by use."
          layout="horizontal"
          yAxis={[{ scaleType: 'band', data: bars, width: 110 }]}
          xAxis={[{ label: 'Megalitres per day' }]}
          series={series}
        />
      </Box>
    </Box>
  );
}
