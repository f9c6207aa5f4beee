import * as React from 'react';
import Box from '@mui/material/Box';
import { ScatterChart, type ScatterMarkerProps } from '@mui/x-charts/ScatterChart';
import type { ChartsLabelCustomMarkProps } from '@mui/x-charts/ChartsLabel';

// Smartphones reviewed by a magazine: battery capacity (mAh) and screen-on time (hours).
const budget = [
  { x: 4500, y: 9.1 }, { x: 5000, y: 10.4 }, { x: 5000, y: 11.2 }, { x: 6000, y: 12.8 },
  { x: 5500, y: 10.9 }, { x: 4800, y: 9.7 },
];
const flagship = [
  { x: 3900, y: 8.2 }, { x: 4400, y: 9.6 }, { x: 4700, y: 10.8 }, { x: 5000, y: 12.1 },
  { x: 4300, y: 8.9 }, { x: 5400, y: 13.0 },
];

// A triangle for flagship phones, a square for budget phones.
function ShapeMarker(props: ScatterMarkerProps) {
  const { seriesId, dataIndex, x, y, color, size, isHighlighted, isFaded, ...other } = props;
  const r = (isHighlighted ? 1.3 : 1) * size;
  const path =
    seriesId === 'flagship'
      ? `M0,${-r * 1.2} L${r * 1.1},${r * 0.8} L${-r * 1.1},${r * 0.8} Z`
      : `M${-r},${-r} H${r} V${r} H${-r} Z`;
  return (
    <path
      d={path}
      transform={`translate(${x}, ${y})`}
      fill={color}
      opacity={isFaded ? 0.3 : 1}
      {...other}
    />
  );
}

function TriangleMark({ className, color }: ChartsLabelCustomMarkProps) {
  return (
    <svg viewBox="0 0 24 24" className={className}>
      <path d="M12,2 L23,22 H1 Z" fill={color} />
    </svg>
  );
}

export default function MarkerShapes() {
  const format = (v: { x: number; y: number } | null) =>
    v === null ? '' : `${v.x} mAh, ${v.y} h`;
  const highlightScope = { highlight: 'item', fade: 'global' } as const;
  return (
    <Box sx={{ width: '100%', height: 340, display: 'flex' }}>
      <ScatterChart
        title="Screen-on time against battery capacity of reviewed phones"
        desc="Twelve phones: a larger battery gives a longer screen-on time; flagship phones are drawn as triangles and budget phones as squares."
        series={[
          { id: 'budget', label: 'Budget', data: budget, markerSize: 5, highlightScope, valueFormatter: format },
          {
            id: 'flagship',
            label: 'Flagship',
            data: flagship,
            markerSize: 5,
            labelMarkType: TriangleMark,
            highlightScope,
            valueFormatter: format,
          },
        ]}
        xAxis={[{ label: 'Battery (mAh)' }]}
        yAxis={[{ label: 'Screen-on time (h)' }]}
        slots={{ marker: ShapeMarker }}
      />
    </Box>
  );
}
