import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const bookshelf: TreeViewBaseItem[] = [
  {
    id: 'fiction',
    label: 'Fiction',
    children: [
      { id: 'science-fiction', label: 'Science fiction' },
      { id: 'mystery', label: 'Mystery' },
      { id: 'historical', label: 'Historical novels' },
    ],
  },
  {
    id: 'non-fiction',
    label: 'Non-fiction',
    children: [
      { id: 'biography', label: 'Biography' },
      { id: 'popular-science', label: 'Popular science' },
    ],
  },
  { id: 'poetry', label: 'Poetry' },
];

export default function FirstRichTreeView() {
  return (
    <Box sx={{ height: 260, width: '100%', overflowY: 'auto' }}>
      <RichTreeView aria-label="Bookshelf" items={bookshelf} />
    </Box>
  );
}
