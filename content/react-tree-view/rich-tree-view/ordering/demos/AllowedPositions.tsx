import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro, type TreeViewBaseItem } from '@mui/x-tree-view-pro';

const menu: TreeViewBaseItem[] = [
  {
    id: 'starters',
    label: 'Starters',
    children: [
      { id: 'burrata', label: 'Burrata, blood orange' },
      { id: 'soup', label: 'Roasted squash soup' },
    ],
  },
  {
    id: 'mains',
    label: 'Mains',
    children: [
      { id: 'risotto', label: 'Wild mushroom risotto' },
      { id: 'hake', label: 'Pan-fried hake' },
      { id: 'lamb', label: 'Slow-cooked lamb' },
    ],
  },
  { id: 'desserts', label: 'Desserts', children: [{ id: 'tart', label: 'Lemon tart' }] },
];

const sections = new Set(menu.map((section) => section.id));

type MoveParams = { itemId: string; newPosition: { parentId: string | null; index: number } };

// Sections stay at the root; dishes go inside a section, never at the root or inside a dish.
const canMoveItemToNewPosition = ({ itemId, newPosition }: MoveParams) => {
  if (sections.has(itemId)) {
    return newPosition.parentId === null;
  }
  return newPosition.parentId !== null && sections.has(newPosition.parentId);
};

export default function AllowedPositions() {
  const [lastMove, setLastMove] = React.useState('Move a dish to another section.');

  return (
    <Box sx={{ height: 400, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <RichTreeViewPro
          aria-label="Restaurant menu"
          items={menu}
          defaultExpandedItems={['starters', 'mains', 'desserts']}
          itemsReordering
          canMoveItemToNewPosition={canMoveItemToNewPosition}
          onItemPositionChange={({ itemId, newPosition }) =>
            setLastMove(`${itemId} is now in ${newPosition.parentId ?? 'the menu root'}.`)
          }
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {lastMove}
      </Typography>
    </Box>
  );
}
