import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Heatmap, heatmapClasses } from '@mui/x-charts-pro/Heatmap';

const slots = ['9h', '10h', '11h', '12h', '13h', '14h', '15h', '16h'];
const floors = ['Floor 1', 'Floor 2', 'Floor 3', 'Floor 4'];

// Share of study seats taken in a university library on exam week, in percent.
const occupancy = [
  [35, 52, 68, 60, 55, 71, 74, 66],
  [42, 63, 81, 72, 64, 85, 88, 79],
  [48, 70, 92, 84, 77, 95, 97, 90],
  [20, 31, 45, 40, 37, 52, 56, 49],
];
// The package does not export the type of a highlighted item: read it from the props.
type HighlightedItem = React.ComponentProps<typeof Heatmap>['highlightedItem'];

const data = occupancy.flatMap((row, y) =>
  row.map((value, x) => [x, y, value] as [number, number, number]),
);

export default function StudyRoomHighlight() {
  const [item, setItem] = React.useState<HighlightedItem>(null);
  const cell = item?.dataIndex === undefined ? null : data[item.dataIndex];

  return (
    <Box sx={{ height: 300 }}>
      <Heatmap
        height={260}
        xAxis={[{ data: slots }]}
        yAxis={[{ data: floors, width: 60 }]}
        zAxis={[{ colorMap: { type: 'continuous', min: 0, max: 100, color: ['#eef3fb', '#1c4f9c'] } }]}
        series={[
          {
            id: 'seats',
            data,
            label: 'Seats taken',
            valueFormatter: (value) => `${value?.[2]}%`,
            highlightScope: { highlight: 'item', fade: 'global' },
          },
        ]}
        onHighlightChange={setItem}
        sx={{
          [`& .${heatmapClasses.faded}`]: { opacity: 0.4 },
          [`& .${heatmapClasses.highlighted}`]: { stroke: '#111', strokeWidth: 2 },
        }}
      >
        <title>Library seats taken by floor and hour</title>
        <desc>Share of study seats taken on four floors from 9h to 16h. Floor 3 is the busiest, near 95% in the afternoon.</desc>
      </Heatmap>
      <Typography variant="body2" sx={{ height: 40, px: 1, lineHeight: '40px' }}>
        {cell
          ? `Highlighted: ${floors[cell[1]]} at ${slots[cell[0]]}, ${cell[2]}% of seats taken`
          : 'Hover a cell to highlight it.'}
      </Typography>
    </Box>
  );
}
