import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function PropagationCollapsedItems() {
  const [invited, setInvited] = React.useState<string[]>([]);

  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <SimpleTreeView
        aria-label="Offices invited to the all-hands"
        multiSelect
        checkboxSelection
        selectionPropagation={{ descendants: true, parents: true }}
        defaultExpandedItems={['europe']}
        selectedItems={invited}
        onSelectedItemsChange={(event, itemIds) => setInvited(itemIds)}
      >
        <TreeItem itemId="europe" label="Europe (expanded)">
          <TreeItem itemId="berlin" label="Berlin" />
          <TreeItem itemId="lyon" label="Lyon" />
          <TreeItem itemId="warsaw" label="Warsaw" />
        </TreeItem>
        <TreeItem itemId="asia-pacific" label="Asia-Pacific (collapsed)">
          <TreeItem itemId="singapore" label="Singapore" />
          <TreeItem itemId="sydney" label="Sydney" />
        </TreeItem>
      </SimpleTreeView>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Invited: {invited.join(', ') || 'nobody'}
      </Typography>
    </Box>
  );
}
