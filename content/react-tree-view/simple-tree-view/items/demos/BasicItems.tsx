import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function BasicItems() {
  const [selected, setSelected] = React.useState<string | null>(null);

  return (
    <Box sx={{ height: 330, width: '100%', overflowY: 'auto' }}>
      <SimpleTreeView
        id="office"
        aria-label="Head office rooms"
        defaultExpandedItems={['floor-1', 'floor-2']}
        selectedItems={selected}
        onSelectedItemsChange={(event, itemId) => setSelected(itemId)}
      >
        <TreeItem itemId="floor-1" label="Ground floor">
          <TreeItem itemId="floor-1-reception" label="Reception" />
          <TreeItem itemId="floor-1-kitchen" label="Kitchen" />
          <TreeItem itemId="floor-1-room-102" label="Meeting room 102" />
        </TreeItem>
        <TreeItem itemId="floor-2" label="First floor">
          <TreeItem itemId="floor-2-kitchen" label="Kitchen" />
          <TreeItem itemId="floor-2-room-204" label="Meeting room 204" />
          <TreeItem itemId="floor-2-focus-booths" label="Focus booths" />
        </TreeItem>
        <TreeItem itemId="floor-3" label="Second floor">
          <TreeItem itemId="floor-3-boardroom" label="Boardroom" />
        </TreeItem>
      </SimpleTreeView>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Selected itemId: {selected === null ? 'none' : <code>{selected}</code>}
      </Typography>
    </Box>
  );
}
