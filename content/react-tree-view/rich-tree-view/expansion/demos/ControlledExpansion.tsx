import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const handbook: TreeViewBaseItem[] = [
  {
    id: 'welcome',
    label: 'Welcome',
    children: [
      { id: 'mission', label: 'Our mission' },
      { id: 'first-week', label: 'Your first week' },
    ],
  },
  {
    id: 'time-off',
    label: 'Time off',
    children: [
      { id: 'vacation', label: 'Vacation days' },
      {
        id: 'leave',
        label: 'Leave',
        children: [
          { id: 'parental-leave', label: 'Parental leave' },
          { id: 'sick-leave', label: 'Sick leave' },
        ],
      },
    ],
  },
  { id: 'expenses', label: 'Expenses', children: [{ id: 'travel', label: 'Travel and per diem' }] },
];

// Every id that has children, collected once from the data.
function collectParentIds(items: TreeViewBaseItem[]): string[] {
  return items.flatMap((item) =>
    item.children?.length ? [item.id, ...collectParentIds(item.children)] : [],
  );
}
const allParentIds = collectParentIds(handbook);

export default function ControlledExpansion() {
  const [expandedItems, setExpandedItems] = React.useState<string[]>(['time-off']);

  return (
    <Box sx={{ height: 410, width: '100%' }}>
      <Box sx={{ display: 'flex', gap: 1, mb: 1 }}>
        <Button size="small" variant="outlined" onClick={() => setExpandedItems(allParentIds)}>
          Expand all
        </Button>
        <Button size="small" variant="outlined" onClick={() => setExpandedItems([])}>
          Collapse all
        </Button>
      </Box>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Expanded: {expandedItems.length > 0 ? expandedItems.join(', ') : 'none'}
      </Typography>
      <RichTreeView
        aria-label="Employee handbook"
        items={handbook}
        expandedItems={expandedItems}
        onExpandedItemsChange={(event, itemIds) => setExpandedItems(itemIds)}
      />
    </Box>
  );
}
