import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const syllabus: TreeViewBaseItem[] = [
  {
    id: 'week-1',
    label: 'Week 1: Foundations',
    children: [
      { id: 'lesson-1', label: 'What a compiler does' },
      { id: 'lesson-2', label: 'Tokens and lexing' },
    ],
  },
  {
    id: 'week-2',
    label: 'Week 2: Parsing',
    children: [
      { id: 'lesson-3', label: 'Grammars' },
      { id: 'lesson-4', label: 'Recursive descent' },
    ],
  },
];

// An item without children is a leaf: only lessons can be renamed.
const isLeaf = (item: TreeViewBaseItem) => !item.children || item.children.length === 0;

export default function EditLeavesOnly() {
  return (
    <Box sx={{ height: 280, width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Weeks are fixed; press Enter on a week to expand or collapse it.
      </Typography>
      <RichTreeView
        aria-label="Course syllabus"
        items={syllabus}
        isItemEditable={isLeaf}
        defaultExpandedItems={['week-1', 'week-2']}
      />
    </Box>
  );
}
