import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useDrawingArea } from '@mui/x-charts/hooks';

// The props an overlay slot receives (the type is not exported in 8.0.0-beta.3).
type OverlayProps = { message?: string };

const hours = ['6h', '7h', '8h', '9h', '10h', '11h', '12h'];

// Shimmering placeholder bars drawn in the drawing area while the data loads.
function SkeletonBars(props: OverlayProps) {
  const { left, top, width, height } = useDrawingArea();
  const theme = useTheme();
  const ratios = [0.35, 0.6, 0.85, 0.7, 0.5, 0.4, 0.55];
  const step = width / ratios.length;
  return (
    <g aria-label={props.message ?? 'Loading'}>
      {ratios.map((ratio, index) => (
        <rect
          key={index}
          x={left + index * step + step * 0.2}
          y={top + height * (1 - ratio)}
          width={step * 0.6}
          height={height * ratio}
          rx={4}
          fill={theme.palette.action.hover}
        >
          <animate attributeName="opacity" values="1;0.4;1" dur="1.4s" begin={`${index * 0.1}s`} repeatCount="indefinite" />
        </rect>
      ))}
    </g>
  );
}

// A message in the middle of the drawing area when there is nothing to show.
function NoRides(props: OverlayProps) {
  const { left, top, width, height } = useDrawingArea();
  const theme = useTheme();
  return (
    <text x={left + width / 2} y={top + height / 2} textAnchor="middle" dominantBaseline="middle" fill={theme.palette.text.secondary} style={{ ...theme.typography.body2 }}>
      {props.message ?? 'No rides recorded yet today'}
    </text>
  );
}

export default function CustomOverlay() {
  const [loading, setLoading] = React.useState(true);

  return (
    <Box sx={{ width: '100%', height: 320, display: 'flex', flexDirection: 'column' }}>
      <FormControlLabel
        sx={{ px: 2 }}
        control={<Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />}
        label="loading"
      />
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex' }}>
        <BarChart
          title="Cable car rides per hour this morning"
          desc="No rides have been recorded yet today, so the chart has no bars."
          loading={loading}
          xAxis={[{ scaleType: 'band', data: hours }]}
          yAxis={[{ min: 0, max: 100, label: 'Rides', width: 55 }]}
          // No series yet: an empty `data` array would crash the bar plot in 8.0.0-beta.3.
          series={[]}
          slots={{ loadingOverlay: SkeletonBars, noDataOverlay: NoRides }}
          hideLegend
        />
      </Box>
    </Box>
  );
}
