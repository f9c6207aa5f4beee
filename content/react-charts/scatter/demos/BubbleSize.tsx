import * as React from 'react';
import Box from '@mui/material/Box';
import { ScatterChart, type ScatterMarkerProps } from '@mui/x-charts/ScatterChart';

// Farmers' markets of a region: stalls, weekly visitors (thousands) and yearly turnover (USD millions).
const markets = [
  { id: 'Riverside', x: 42, y: 6.1, z: 3.4 },
  { id: 'Old Town', x: 85, y: 11.8, z: 8.9 },
  { id: 'Hillcrest', x: 23, y: 2.7, z: 1.1 },
  { id: 'Harbour', x: 64, y: 7.4, z: 6.2 },
  { id: 'Station Square', x: 31, y: 5.2, z: 1.8 },
  { id: 'University', x: 55, y: 9.6, z: 3.9 },
];

// Radius from the area: the turnover is proportional to the disc's surface.
const radius = (turnover: number) => 4 * Math.sqrt(turnover);

function Bubble(props: ScatterMarkerProps) {
  const { seriesId, dataIndex, x, y, color, size, isHighlighted, isFaded, ...other } = props;
  return (
    <circle
      cx={x}
      cy={y}
      r={radius(markets[dataIndex]?.z ?? 0)}
      fill={color}
      fillOpacity={isFaded ? 0.2 : 0.6}
      stroke={color}
      strokeWidth={isHighlighted ? 3 : 1}
      {...other}
    />
  );
}

export default function BubbleSize() {
  return (
    <Box sx={{ width: '100%', height: 340 }}>
      <ScatterChart
        title="Farmers' markets by stalls, visitors and turnover"
        desc="Six markets: more stalls bring more weekly visitors, and the bubble area shows yearly turnover, largest for Old Town at 8.9 million dollars."
        height={340}
        series={[
          {
            data: markets,
            label: 'Markets',
            highlightScope: { highlight: 'item', fade: 'global' },
            valueFormatter: (v) =>
              v === null ? '' : `${v.id}: ${v.x} stalls, ${v.y}k visitors/week, $${v.z}M/year`,
          },
        ]}
        xAxis={[{ label: 'Stalls', min: 10, max: 100 }]}
        yAxis={[{ label: 'Weekly visitors (thousands)', min: 0, max: 14 }]}
        slots={{ marker: Bubble }}
        hideLegend
      />
    </Box>
  );
}
