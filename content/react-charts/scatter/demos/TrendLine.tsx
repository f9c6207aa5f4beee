import * as React from 'react';
import Box from '@mui/material/Box';
import { ScatterChart } from '@mui/x-charts/ScatterChart';
import { useDrawingArea, useXScale, useYScale } from '@mui/x-charts/hooks';

// Apartments sold in one district: floor area (m²) and sale price (thousand EUR).
const sales = [
  { x: 38, y: 182 }, { x: 45, y: 221 }, { x: 52, y: 236 }, { x: 56, y: 274 },
  { x: 61, y: 268 }, { x: 67, y: 311 }, { x: 72, y: 329 }, { x: 78, y: 352 },
  { x: 84, y: 371 }, { x: 91, y: 412 }, { x: 97, y: 418 }, { x: 104, y: 466 },
  { x: 112, y: 489 }, { x: 121, y: 530 },
];

// Least-squares fit: price = slope × area + intercept.
const n = sales.length;
const meanX = sales.reduce((sum, p) => sum + p.x, 0) / n;
const meanY = sales.reduce((sum, p) => sum + p.y, 0) / n;
const slope =
  sales.reduce((sum, p) => sum + (p.x - meanX) * (p.y - meanY), 0) /
  sales.reduce((sum, p) => sum + (p.x - meanX) ** 2, 0);
const intercept = meanY - slope * meanX;

function RegressionLine() {
  const xScale = useXScale<'linear'>();
  const yScale = useYScale<'linear'>();
  const { left, top, width } = useDrawingArea();
  const [x0, x1] = [xScale.invert(left), xScale.invert(left + width)];
  return (
    <g>
      <line
        x1={xScale(x0)}
        y1={yScale(slope * x0 + intercept)}
        x2={xScale(x1)}
        y2={yScale(slope * x1 + intercept)}
        stroke="#ab47bc"
        strokeWidth={2}
        strokeDasharray="6 4"
      />
      <text x={left + 8} y={top + 16} fill="#ab47bc" fontSize={12}>
        {`≈ ${(slope * 1000).toFixed(0)} EUR per m²`}
      </text>
    </g>
  );
}

export default function TrendLine() {
  return (
    <Box sx={{ width: '100%', height: 340 }}>
      <ScatterChart
        title="Apartment sale price against floor area, with a fitted trend line"
        desc="Fourteen sales in one district: prices rise almost linearly with area; a dashed least-squares line shows about 4,100 euros per square metre."
        height={340}
        series={[
          {
            data: sales,
            label: 'Sales',
            valueFormatter: (v) => (v === null ? '' : `${v.x} m², €${v.y}k`),
          },
        ]}
        xAxis={[{ label: 'Floor area (m²)', min: 30, max: 130 }]}
        yAxis={[{ label: 'Price (thousand EUR)', width: 60 }]}
        hideLegend
      >
        <RegressionLine />
      </ScatterChart>
    </Box>
  );
}
