import * as React from 'react';
import Box from '@mui/material/Box';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const files: TreeViewBaseItem[] = [
  {
    id: 'src',
    label: 'src',
    children: [
      {
        id: 'components',
        label: 'components',
        children: [
          { id: 'orders-table', label: 'OrdersTable.tsx' },
          { id: 'revenue-chart', label: 'RevenueChart.tsx' },
        ],
      },
      { id: 'app', label: 'App.tsx' },
      { id: 'main', label: 'main.tsx' },
    ],
  },
  { id: 'public', label: 'public', children: [{ id: 'favicon', label: 'favicon.svg' }] },
  { id: 'package', label: 'package.json' },
  { id: 'readme', label: 'README.md' },
];

export default function ProjectFiles() {
  return (
    <Box sx={{ height: 300, width: '100%', overflowY: 'auto' }}>
      <RichTreeView
        aria-label="Project files"
        items={files}
        defaultExpandedItems={['src', 'components']}
        defaultSelectedItems="app"
      />
    </Box>
  );
}
