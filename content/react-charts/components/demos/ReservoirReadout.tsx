import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useDrawingArea, useSvgRef, useXScale, useYScale } from '@mui/x-charts/hooks';

const days = Array.from({ length: 30 }, (_, index) => index + 1);

// Fill level of a reservoir during a dry month, in percent of its capacity.
const level = days.map((day) => Math.round((82 - day * 0.9 + 2.5 * Math.sin(day / 2)) * 10) / 10);

type Reading = { day: number; percent: number };

function PointerReader({ onRead }: { onRead: (reading: Reading | null) => void }) {
  const theme = useTheme();
  // theme.vars holds CSS variables that follow the light or dark color scheme.
  const ink = (theme.vars || theme).palette.text.secondary;
  const svgRef = useSvgRef();
  const { left, top, width, height } = useDrawingArea();
  const xScale = useXScale<'linear'>();
  const yScale = useYScale<'linear'>();
  const [x, setX] = React.useState<number | null>(null);

  React.useEffect(() => {
    const svg = svgRef.current;
    if (!svg) {
      return undefined;
    }
    const handleMove = (event: PointerEvent) => {
      // The surface's viewBox matches its size, so CSS pixels are SVG pixels.
      const rect = svg.getBoundingClientRect();
      const px = event.clientX - rect.left;
      const py = event.clientY - rect.top;
      if (px < left || px > left + width || py < top || py > top + height) {
        setX(null);
        onRead(null);
        return;
      }
      setX(px);
      // invert() turns a position back into a value of the axis.
      onRead({ day: xScale.invert(px), percent: yScale.invert(py) });
    };
    const handleLeave = () => {
      setX(null);
      onRead(null);
    };
    svg.addEventListener('pointermove', handleMove);
    svg.addEventListener('pointerleave', handleLeave);
    return () => {
      svg.removeEventListener('pointermove', handleMove);
      svg.removeEventListener('pointerleave', handleLeave);
    };
  }, [svgRef, left, top, width, height, xScale, yScale, onRead]);

  if (x === null) {
    return null;
  }
  return <line x1={x} x2={x} y1={top} y2={top + height} style={{ stroke: ink }} />;
}

export default function ReservoirReadout() {
  const [reading, setReading] = React.useState<Reading | null>(null);
  const nearest = reading ? Math.min(30, Math.max(1, Math.round(reading.day))) : null;

  return (
    <Box sx={{ height: 330, display: 'flex', flexDirection: 'column' }}>
      <Typography variant="body2" sx={{ px: 1, minHeight: 24 }}>
        {reading && nearest !== null
          ? `Pointer at day ${reading.day.toFixed(1)}, ${reading.percent.toFixed(1)}% · day ${nearest}: ${level[nearest - 1]}% full`
          : 'Move the pointer over the chart.'}
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0, display: 'flex' }}>
        <LineChart
          title="Reservoir fill level during a dry month"
          desc="The reservoir drains from 82% of its capacity on day 1 to 57% on day 30, holding steady around 70% from day 10 to day 15 and around 59% from day 22 to day 28."
          xAxis={[{ data: days, label: 'Day of the month', min: 1, max: 30 }]}
          yAxis={[{ label: 'Fill level (%)', min: 40, max: 90 }]}
          series={[{ data: level, showMark: false, color: '#0277bd' }]}
          slotProps={{ tooltip: { trigger: 'none' } }}
          axisHighlight={{ x: 'none' }}
          hideLegend
        >
          <PointerReader onRead={setReading} />
        </LineChart>
      </Box>
    </Box>
  );
}
