import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

// Every item has an `id` and a `label`; nesting goes through `children`.
const offices: TreeViewBaseItem[] = [
  {
    id: 'europe',
    label: 'Europe',
    children: [
      {
        id: 'france',
        label: 'France',
        children: [
          { id: 'paris', label: 'Paris' },
          { id: 'lyon', label: 'Lyon' },
        ],
      },
      {
        id: 'germany',
        label: 'Germany',
        children: [
          { id: 'berlin', label: 'Berlin' },
          { id: 'munich', label: 'Munich' },
        ],
      },
    ],
  },
  {
    id: 'americas',
    label: 'Americas',
    children: [
      { id: 'canada', label: 'Canada', children: [{ id: 'toronto', label: 'Toronto' }] },
      { id: 'brazil', label: 'Brazil', children: [{ id: 'sao-paulo', label: 'São Paulo' }] },
    ],
  },
  {
    id: 'asia-pacific',
    label: 'Asia-Pacific',
    children: [{ id: 'japan', label: 'Japan', children: [{ id: 'osaka', label: 'Osaka' }] }],
  },
];

export default function DefaultItemShape() {
  return (
    <Box sx={{ height: 320, width: '100%', overflowY: 'auto' }}>
      <RichTreeView
        aria-label="Office locations"
        items={offices}
        defaultExpandedItems={['europe', 'france']}
      />
    </Box>
  );
}
