import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro, type RichTreeViewProProps, type TreeViewBaseItem } from '@mui/x-tree-view-pro';

const docsNavigation: TreeViewBaseItem[] = [
  {
    id: 'getting-started',
    label: 'Getting started',
    children: [
      { id: 'installation', label: 'Installation' },
      { id: 'first-request', label: 'Your first request' },
      { id: 'authentication', label: 'Authentication' },
    ],
  },
  {
    id: 'guides',
    label: 'Guides',
    children: [
      { id: 'webhooks', label: 'Webhooks' },
      { id: 'rate-limits', label: 'Rate limits' },
    ],
  },
  { id: 'changelog', label: 'Changelog' },
];

type PositionChange = Parameters<
  NonNullable<RichTreeViewProProps<TreeViewBaseItem, false>['onItemPositionChange']>
>[0];

export default function PositionChangeLog() {
  const [changes, setChanges] = React.useState<PositionChange[]>([]);

  return (
    <Box sx={{ height: 420, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <RichTreeViewPro
          aria-label="Documentation navigation"
          items={docsNavigation}
          defaultExpandedItems={['getting-started', 'guides']}
          itemsReordering
          onItemPositionChange={(params) => setChanges((prev) => [params, ...prev].slice(0, 3))}
        />
      </Box>
      <Typography variant="subtitle2">onItemPositionChange received:</Typography>
      <Box
        component="pre"
        sx={{ m: 0, height: 96, overflow: 'auto', fontSize: 12, bgcolor: 'action.hover', p: 1 }}
      >
        {changes.length === 0
          ? 'Nothing yet: move a page.'
          : changes.map((change) => JSON.stringify(change)).join('\n')}
      </Box>
    </Box>
  );
}
