import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const clusters: TreeViewBaseItem[] = [
  {
    id: 'eu-west-1',
    label: 'eu-west-1 (Ireland)',
    children: [
      { id: 'eu-prod', label: 'prod-eu, 12 nodes' },
      { id: 'eu-staging', label: 'staging-eu, 3 nodes' },
    ],
  },
  {
    id: 'us-east-2',
    label: 'us-east-2 (Ohio)',
    children: [
      { id: 'us-prod', label: 'prod-us, 18 nodes' },
      { id: 'us-batch', label: 'batch-jobs, 6 nodes' },
      { id: 'us-staging', label: 'staging-us, 3 nodes' },
    ],
  },
];

export default function MultiSelection() {
  const [targets, setTargets] = React.useState<string[]>(['eu-staging', 'us-staging']);

  return (
    <Box sx={{ height: 320, width: '100%' }}>
      <RichTreeView
        aria-label="Deployment targets"
        items={clusters}
        multiSelect
        defaultExpandedItems={['eu-west-1', 'us-east-2']}
        selectedItems={targets}
        onSelectedItemsChange={(event, itemIds) => setTargets(itemIds)}
      />
      <Typography variant="body2" sx={{ mt: 1 }}>
        Deploy to {targets.length} target(s): {targets.join(', ') || 'none'}
      </Typography>
    </Box>
  );
}
