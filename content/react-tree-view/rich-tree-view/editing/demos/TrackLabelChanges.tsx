import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem, TreeViewItemId } from '@mui/x-tree-view/models';

const initialTeams: TreeViewBaseItem[] = [
  {
    id: 'product',
    label: 'Product',
    children: [
      { id: 'growth', label: 'Growth squad' },
      { id: 'payments', label: 'Payments squad' },
    ],
  },
  {
    id: 'platform',
    label: 'Platform',
    children: [
      { id: 'infra', label: 'Infrastructure' },
      { id: 'devex', label: 'Developer experience' },
    ],
  },
];

function renameItem(items: TreeViewBaseItem[], id: TreeViewItemId, label: string): TreeViewBaseItem[] {
  return items.map((item) => {
    if (item.id === id) {
      return { ...item, label };
    }
    return item.children ? { ...item, children: renameItem(item.children, id, label) } : item;
  });
}

export default function TrackLabelChanges() {
  const [teams, setTeams] = React.useState(initialTeams);
  const [log, setLog] = React.useState<string[]>([]);

  const handleItemLabelChange = (itemId: TreeViewItemId, newLabel: string) => {
    // Keep your own copy of the data in sync, then save it wherever it lives.
    setTeams((prev) => renameItem(prev, itemId, newLabel));
    setLog((prev) => [`${itemId} → "${newLabel}"`, ...prev].slice(0, 3));
  };

  return (
    <Box sx={{ height: 330, width: '100%' }}>
      <RichTreeView
        aria-label="Engineering teams"
        items={teams}
        isItemEditable
        onItemLabelChange={handleItemLabelChange}
        defaultExpandedItems={['product', 'platform']}
      />
      <Typography variant="body2" sx={{ mt: 1 }}>
        Last changes (newest first):
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 3, typography: 'body2', fontFamily: 'monospace' }}>
        {log.length === 0 ? <li>none yet</li> : log.map((entry, index) => <li key={index}>{entry}</li>)}
      </Box>
    </Box>
  );
}
