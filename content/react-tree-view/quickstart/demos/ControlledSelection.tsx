import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
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

export default function ControlledSelection() {
  const [selectedItem, setSelectedItem] = React.useState<string | null>('mystery');

  return (
    <Box sx={{ height: 300, width: '100%', overflowY: 'auto' }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Selected item id: <strong>{selectedItem ?? 'none'}</strong>
      </Typography>
      <RichTreeView
        aria-label="Bookshelf"
        items={bookshelf}
        defaultExpandedItems={['fiction']}
        selectedItems={selectedItem}
        onSelectedItemsChange={(event, itemId) => setSelectedItem(itemId)}
      />
    </Box>
  );
}
