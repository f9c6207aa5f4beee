import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
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
  const [focusable, setFocusable] = React.useState(false);

  return (
    <Box sx={{ height: 340, width: '100%', overflowY: 'auto' }}>
      <FormControlLabel
        control={<Switch checked={focusable} onChange={(event) => setFocusable(event.target.checked)} />}
        label="Disabled items can receive focus"
      />
      <RichTreeView
        aria-label="Product categories"
        items={categories}
        isItemDisabled={isItemDisabled}
        disabledItemsFocusable={focusable}
        defaultExpandedItems={['cameras', 'media-players']}
      />
    </Box>
  );
}
