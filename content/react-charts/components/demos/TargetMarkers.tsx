import * as React from 'react';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useAnimateLine, useXScale, useYScale } from '@mui/x-charts/hooks';

const regions = ['North', 'East', 'South', 'West', 'Central'];

// Solar panels installed by a regional installer, in megawatts peak, against each quarter's target.
const quarters = {
  Q1: { installed: [3.1, 4.4, 6.2, 2.7, 3.9], target: [3.5, 4.0, 5.5, 3.5, 4.0] },
  Q2: { installed: [5.2, 5.9, 8.8, 4.1, 4.6], target: [4.5, 6.5, 8.0, 4.0, 5.5] },
};
type Quarter = keyof typeof quarters;

function TargetTicks({ targets, skipAnimation }: { targets: number[]; skipAnimation: boolean }) {
  const theme = useTheme();
  // theme.vars holds CSS variables that follow the light or dark color scheme.
  const ink = (theme.vars || theme).palette.text.primary;
  const xScale = useXScale<'band'>();
  const yScale = useYScale<'linear'>();
  // One path with a short horizontal stroke per band, at the height of its target.
  const d = regions
    .map((region, index) => {
      const start = xScale(region) ?? 0;
      const y = yScale(targets[index] ?? 0);
      return `M${start},${y}H${start + xScale.bandwidth()}`;
    })
    .join('');
  // The hook animates `d` from its previous value to the new one, like the chart's own lines.
  const { ref } = useAnimateLine({ d, skipAnimation });

  return <path ref={ref} d={d} style={{ stroke: ink }} strokeWidth={3} fill="none" />;
}

export default function TargetMarkers() {
  const [quarter, setQuarter] = React.useState<Quarter>('Q1');
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const { installed, target } = quarters[quarter];

  return (
    <Box sx={{ height: 340, display: 'flex', flexDirection: 'column' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={quarter}
        onChange={(_, value: Quarter | null) => value && setQuarter(value)}
        aria-label="Quarter"
        sx={{ px: 1 }}
      >
        <ToggleButton value="Q1">Q1</ToggleButton>
        <ToggleButton value="Q2">Q2</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex' }}>
        <BarChart
          title={`Solar capacity installed per region in ${quarter}, against targets`}
          desc="Bars give the megawatts peak installed per region and black strokes the quarterly target. In Q1 only East and South beat their targets; in Q2 North, South and West do."
          xAxis={[{ scaleType: 'band', data: regions }]}
          yAxis={[{ label: 'Installed (MWp)', min: 0, max: 10 }]}
          series={[
            { data: installed, label: 'Installed', color: '#fbc02d', valueFormatter: (v) => `${v} MWp` },
          ]}
          skipAnimation={reducedMotion}
          hideLegend
        >
          <TargetTicks targets={target} skipAnimation={reducedMotion} />
        </BarChart>
      </Box>
    </Box>
  );
}
