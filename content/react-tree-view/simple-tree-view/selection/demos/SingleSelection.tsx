import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SingleSelection() {
  const [selectedTalk, setSelectedTalk] = React.useState<string | null>(null);

  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <SimpleTreeView
        aria-label="Conference agenda"
        defaultExpandedItems={['thursday', 'friday']}
        onSelectedItemsChange={(event, itemId) => setSelectedTalk(itemId)}
      >
        <TreeItem itemId="thursday" label="Thursday, main hall">
          <TreeItem itemId="opening-keynote" label="09:00 Opening keynote" />
          <TreeItem itemId="design-tokens" label="10:30 Design tokens" />
          <TreeItem itemId="a11y-workshop" label="14:00 Screen reader lab" />
        </TreeItem>
        <TreeItem itemId="friday" label="Friday, room B">
          <TreeItem itemId="streaming-ssr" label="09:30 Streaming SSR" />
          <TreeItem itemId="monorepo-tooling" label="11:00 Monorepo tooling" />
          <TreeItem itemId="closing-panel" label="16:00 Closing panel" />
        </TreeItem>
      </SimpleTreeView>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Selected: <strong>{selectedTalk ?? 'none'}</strong>
      </Typography>
    </Box>
  );
}
