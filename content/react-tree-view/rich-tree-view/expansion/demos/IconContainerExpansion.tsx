import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const network: TreeViewBaseItem[] = [
  {
    id: 'line-1',
    label: 'Line 1 (Riverside)',
    children: [
      { id: 'harbour-sq', label: 'Harbour Square' },
      { id: 'old-mill', label: 'Old Mill' },
      { id: 'university', label: 'University' },
    ],
  },
  {
    id: 'line-2',
    label: 'Line 2 (Crosstown)',
    children: [
      { id: 'central', label: 'Central Station' },
      { id: 'stadium', label: 'Stadium' },
    ],
  },
  { id: 'night-bus', label: 'Night bus N4', children: [{ id: 'airport', label: 'Airport' }] },
];

export default function IconContainerExpansion() {
  const [selected, setSelected] = React.useState<string | null>(null);
  const [expanded, setExpanded] = React.useState<string[]>(['line-1']);

  return (
    <Box sx={{ height: 330, width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Selected: <strong>{selected ?? 'none'}</strong>. Expanded: {expanded.join(', ') || 'none'}.
      </Typography>
      <RichTreeView
        aria-label="Transit lines"
        items={network}
        expansionTrigger="iconContainer"
        expandedItems={expanded}
        onExpandedItemsChange={(event, itemIds) => setExpanded(itemIds)}
        selectedItems={selected}
        onSelectedItemsChange={(event, itemId) => setSelected(itemId)}
      />
    </Box>
  );
}
