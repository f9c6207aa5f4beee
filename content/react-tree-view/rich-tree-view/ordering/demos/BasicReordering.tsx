import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro, type TreeViewBaseItem } from '@mui/x-tree-view-pro';

const syllabus: TreeViewBaseItem[] = [
  {
    id: 'week-1',
    label: 'Week 1 · Foundations',
    children: [
      { id: 'variables', label: 'Variables and types' },
      { id: 'control-flow', label: 'Control flow' },
    ],
  },
  {
    id: 'week-2',
    label: 'Week 2 · Data structures',
    children: [
      { id: 'lists', label: 'Lists and tuples' },
      { id: 'dictionaries', label: 'Dictionaries' },
      { id: 'sets', label: 'Sets' },
    ],
  },
  { id: 'week-3', label: 'Week 3 · Functions', children: [] },
  { id: 'final-project', label: 'Final project' },
];

export default function BasicReordering() {
  const [lastMove, setLastMove] = React.useState('Drag a lesson to a new place.');

  return (
    <Box sx={{ height: 380, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <RichTreeViewPro
          aria-label="Course syllabus"
          items={syllabus}
          defaultExpandedItems={['week-1', 'week-2']}
          itemsReordering
          onItemPositionChange={({ itemId, newPosition }) =>
            setLastMove(
              `Moved ${itemId} to ${newPosition.parentId ?? 'the root'}, position ${newPosition.index + 1}.`,
            )
          }
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {lastMove}
      </Typography>
    </Box>
  );
}
