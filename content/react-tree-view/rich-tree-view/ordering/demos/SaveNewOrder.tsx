import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro, useTreeViewApiRef, type TreeViewBaseItem } from '@mui/x-tree-view-pro';

const playlist: TreeViewBaseItem[] = [
  { id: 'so-what', label: 'So What · Miles Davis' },
  { id: 'take-five', label: 'Take Five · Dave Brubeck' },
  { id: 'naima', label: 'Naima · John Coltrane' },
  { id: 'cantaloupe', label: 'Cantaloupe Island · Herbie Hancock' },
  { id: 'blue-in-green', label: 'Blue in Green · Bill Evans' },
];

// A simulated server that stores the order of the track ids.
function saveOrder(trackIds: string[]): Promise<string[]> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(trackIds), 500);
  });
}

export default function SaveNewOrder() {
  const apiRef = useTreeViewApiRef();
  const [status, setStatus] = React.useState('Drag a track to change the order.');

  const handlePositionChange = async () => {
    const tree: TreeViewBaseItem[] = apiRef.current?.getItemTree() ?? [];
    setStatus('Saving…');
    const saved = await saveOrder(tree.map((track) => track.id));
    setStatus(`Saved order: ${saved.join(', ')}`);
  };

  return (
    <Box sx={{ height: 380, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <RichTreeViewPro
          aria-label="Playlist"
          apiRef={apiRef}
          items={playlist}
          itemsReordering
          // Tracks stay at the top level: no track inside another one.
          canMoveItemToNewPosition={({ newPosition }) => newPosition.parentId === null}
          onItemPositionChange={handlePositionChange}
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {status}
      </Typography>
    </Box>
  );
}
