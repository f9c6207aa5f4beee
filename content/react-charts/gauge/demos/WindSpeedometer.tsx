import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import {
  GaugeContainer,
  GaugeReferenceArc,
  GaugeValueArc,
  useGaugeState,
} from '@mui/x-charts/Gauge';

// An anemometer on a harbour wall, reading wind speed in km/h.
const ticks = [0, 20, 40, 60, 80, 100, 120];

function angleOf(value: number, state: ReturnType<typeof useGaugeState>) {
  const { startAngle, endAngle, valueMin, valueMax } = state;
  return startAngle + ((value - valueMin) / (valueMax - valueMin)) * (endAngle - startAngle);
}

function Needle() {
  const { cx, cy, innerRadius, valueAngle } = useGaugeState();
  if (valueAngle === null) {
    return null;
  }
  const angle = valueAngle;
  const length = innerRadius * 0.9;
  return (
    <g>
      <circle cx={cx} cy={cy} r={6} fill="#d32f2f" />
      <path
        d={`M ${cx} ${cy} L ${cx + length * Math.sin(angle)} ${cy - length * Math.cos(angle)}`}
        stroke="#d32f2f"
        strokeWidth={3}
        strokeLinecap="round"
      />
    </g>
  );
}

function TickLabels() {
  const state = useGaugeState();
  const radius = state.innerRadius - 14;
  return (
    <g>
      {ticks.map((tick) => {
        const angle = angleOf(tick, state);
        return (
          <text
            key={tick}
            x={state.cx + radius * Math.sin(angle)}
            y={state.cy - radius * Math.cos(angle)}
            textAnchor="middle"
            dominantBaseline="central"
            fontSize={11}
          >
            {tick}
          </text>
        );
      })}
    </g>
  );
}

function ReadOut() {
  const { cx, cy, innerRadius, value } = useGaugeState();
  return (
    <text x={cx} y={cy + innerRadius * 0.45} textAnchor="middle" fontSize={16} fontWeight={600}>
      {value} km/h
    </text>
  );
}

export default function WindSpeedometer() {
  const [speed, setSpeed] = React.useState(47);

  return (
    <Box sx={{ height: 280, display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
      <GaugeContainer
        value={speed}
        valueMax={120}
        startAngle={-120}
        endAngle={120}
        innerRadius="82%"
        height={230}
        title="Wind speed"
        desc={`The anemometer reads ${speed} km/h on a scale from 0 to 120 km/h.`}
      >
        <GaugeReferenceArc />
        <GaugeValueArc />
        <TickLabels />
        <Needle />
        <ReadOut />
      </GaugeContainer>
      <Slider
        aria-label="Wind speed in km/h"
        value={speed}
        max={120}
        onChange={(_event, value) => setSpeed(value as number)}
        size="small"
        sx={{ width: 220 }}
      />
    </Box>
  );
}
