import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro, type TreeViewBaseItem } from '@mui/x-tree-view-pro';

const agenda: TreeViewBaseItem[] = [
  {
    id: 'day-1',
    label: 'Day 1 · Tuesday',
    children: [
      { id: 'keynote', label: '09:00 Opening keynote (fixed)' },
      { id: 'talk-caching', label: 'Caching at the edge' },
      { id: 'talk-a11y', label: 'Accessible data tables' },
      { id: 'lunch', label: '12:30 Lunch break (fixed)' },
      { id: 'talk-types', label: 'Typing large codebases' },
    ],
  },
  {
    id: 'day-2',
    label: 'Day 2 · Wednesday',
    children: [
      { id: 'talk-perf', label: 'Profiling React apps' },
      { id: 'talk-design', label: 'Design tokens in practice' },
      { id: 'panel', label: '16:00 Closing panel (fixed)' },
    ],
  },
];

const fixedSlots = new Set(['day-1', 'day-2', 'keynote', 'lunch', 'panel']);

// Receives an id, returns false for the items that cannot be dragged.
const isItemReorderable = (itemId: string) => !fixedSlots.has(itemId);

export default function ReorderableItems() {
  const [moves, setMoves] = React.useState(0);

  return (
    <Box sx={{ height: 400, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <RichTreeViewPro
          aria-label="Conference agenda"
          items={agenda}
          defaultExpandedItems={['day-1', 'day-2']}
          itemsReordering
          isItemReorderable={isItemReorderable}
          onItemPositionChange={() => setMoves((count) => count + 1)}
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        Talks moved: {moves}. The days and the fixed slots cannot be dragged.
      </Typography>
    </Box>
  );
}
