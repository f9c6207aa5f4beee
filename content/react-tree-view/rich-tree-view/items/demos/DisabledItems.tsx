import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';

interface Category {
  id: string;
  label: string;
  discontinued?: boolean;
  children?: Category[];
}

const categories: Category[] = [
  {
    id: 'cameras',
    label: 'Cameras',
    children: [
      { id: 'mirrorless', label: 'Mirrorless' },
      { id: 'film', label: 'Film cameras', discontinued: true },
      { id: 'action', label: 'Action cameras' },
    ],
  },
  {
    id: 'media-players',
    label: 'Media players (discontinued)',
    discontinued: true,
    children: [
      { id: 'dvd', label: 'DVD players' },
      { id: 'mp3', label: 'MP3 players' },
    ],
  },
  { id: 'drones', label: 'Drones' },
];

// Keep the callback stable: the tree recomputes its items when it changes.
const isItemDisabled = (item: Category) => item.discontinued === true;

export default function DisabledItems() {
  const [selected, setSelected] = React.useState<string | null>(null);

  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Selected: <strong>{selected ?? 'nothing yet'}</strong>
      </Typography>
      <RichTreeView
        aria-label="Product categories"
        items={categories}
        isItemDisabled={isItemDisabled}
        selectedItems={selected}
        onSelectedItemsChange={(event, itemId) => setSelected(itemId)}
        defaultExpandedItems={['cameras', 'media-players']}
      />
    </Box>
  );
}
