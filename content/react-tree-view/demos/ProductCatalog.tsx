import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

// The whole catalogue is plain data: the component builds one item per entry.
const catalog: TreeViewBaseItem[] = [
  {
    id: 'audio',
    label: 'Audio',
    children: [
      {
        id: 'headphones',
        label: 'Headphones',
        children: [
          { id: 'over-ear', label: 'Over-ear' },
          { id: 'in-ear', label: 'In-ear' },
          { id: 'noise-cancelling', label: 'Noise-cancelling' },
        ],
      },
      {
        id: 'speakers',
        label: 'Speakers',
        children: [
          { id: 'bookshelf', label: 'Bookshelf speakers' },
          { id: 'portable', label: 'Portable speakers' },
          { id: 'soundbars', label: 'Soundbars' },
        ],
      },
    ],
  },
  {
    id: 'computing',
    label: 'Computing',
    children: [
      { id: 'laptops', label: 'Laptops' },
      { id: 'monitors', label: 'Monitors' },
      { id: 'keyboards', label: 'Keyboards' },
    ],
  },
  {
    id: 'kitchen',
    label: 'Kitchen',
    children: [
      { id: 'coffee-machines', label: 'Coffee machines' },
      { id: 'blenders', label: 'Blenders' },
    ],
  },
  {
    id: 'outdoor',
    label: 'Outdoor',
    children: [
      { id: 'tents', label: 'Tents' },
      { id: 'backpacks', label: 'Backpacks' },
    ],
  },
];

export default function ProductCatalog() {
  return (
    <Box sx={{ height: 320, width: '100%', overflowY: 'auto' }}>
      <RichTreeView
        aria-label="Product catalogue"
        items={catalog}
        defaultExpandedItems={['audio', 'headphones']}
      />
    </Box>
  );
}
