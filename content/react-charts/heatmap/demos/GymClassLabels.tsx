import * as React from 'react';
import { Heatmap } from '@mui/x-charts-pro/Heatmap';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const classes = ['Yoga', 'Spin', 'HIIT', 'Pilates'];

// Attendees per class at a gym with 24 places per class.
const attendees = [
  [18, 11, 21, 14, 9, 24],
  [22, 19, 23, 20, 16, 12],
  [15, 20, 13, 21, 19, 8],
  [10, 16, 12, 17, 6, 20],
];
const data = attendees.flatMap((row, y) =>
  row.map((value, x) => [x, y, value] as [number, number, number]),
);

type CellProps = React.SVGProps<SVGRectElement> & {
  x: number;
  y: number;
  width: number;
  height: number;
  // The cell slot receives the state of its item; the package does not export this type.
  ownerState: { value: number; color: string; isFaded: boolean; isHighlighted: boolean };
};

// Replaces the default cell: a rounded tile with its value written in the middle.
function LabeledCell({ x, y, width, height, ownerState, ...other }: CellProps) {
  const { value, color, isFaded } = ownerState;
  return (
    <g opacity={isFaded ? 0.5 : 1}>
      <rect {...other} x={x + 2} y={y + 2} width={width - 4} height={height - 4} rx={6} fill={color} />
      <text
        x={x + width / 2}
        y={y + height / 2}
        textAnchor="middle"
        dominantBaseline="central"
        fontSize={13}
        fill={value >= 18 ? '#fff' : '#26314a'}
        pointerEvents="none"
      >
        {value}
      </text>
    </g>
  );
}

export default function GymClassLabels() {
  return (
    <Heatmap
      height={280}
      xAxis={[{ data: days }]}
      yAxis={[{ data: classes, width: 60 }]}
      zAxis={[{ colorMap: { type: 'continuous', min: 0, max: 24, color: ['#e9f5f2', '#0b6e5d'] } }]}
      series={[
        {
          data,
          label: 'Attendees',
          valueFormatter: (value) => `${value?.[2]} of 24 places`,
          highlightScope: { highlight: 'item', fade: 'global' },
        },
      ]}
      slots={{ cell: LabeledCell }}
    >
      <title>Gym class attendance by day</title>
      <desc>Attendees of four classes from Monday to Saturday, out of 24 places. Spin is the fullest on weekdays; Yoga fills up on Saturday.</desc>
    </Heatmap>
  );
}
