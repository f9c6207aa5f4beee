import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const recipes: TreeViewBaseItem[] = [
  {
    id: 'breakfast',
    label: 'Breakfast',
    children: [
      { id: 'shakshuka', label: 'Shakshuka' },
      { id: 'overnight-oats', label: 'Overnight oats' },
      { id: 'buckwheat-pancakes', label: 'Buckwheat pancakes' },
    ],
  },
  {
    id: 'soups',
    label: 'Soups',
    children: [
      { id: 'minestrone', label: 'Minestrone' },
      { id: 'miso', label: 'Miso soup' },
    ],
  },
  { id: 'desserts', label: 'Desserts', children: [] },
];

export default function GetChildrenIds() {
  const apiRef = useTreeViewApiRef();
  const [summary, setSummary] = React.useState('Select a chapter to list its recipes.');

  const handleSelection = (event: React.SyntheticEvent | null, itemId: string | null) => {
    const api = apiRef.current;
    if (!api || !itemId) {
      return;
    }
    // `null` asks for the root items; an id asks for the children of that item.
    const chapterCount = api.getItemOrderedChildrenIds(null).length;
    const childIds = api.getItemOrderedChildrenIds(itemId);
    setSummary(
      childIds.length === 0
        ? `"${itemId}" has no children (the book has ${chapterCount} chapters).`
        : `"${itemId}" holds ${childIds.length} items: ${childIds.join(', ')}.`,
    );
  };

  return (
    <Box sx={{ height: 280, width: '100%' }}>
      <RichTreeView
        apiRef={apiRef}
        aria-label="Recipe book"
        items={recipes}
        onSelectedItemsChange={handleSelection}
        defaultExpandedItems={['soups']}
      />
      <Typography variant="body2" sx={{ mt: 1 }}>
        {summary}
      </Typography>
    </Box>
  );
}
