import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function IconContainerExpansion() {
  const [selected, setSelected] = React.useState<string | null>('handbook');

  return (
    <Box sx={{ height: 340, width: '100%', overflowY: 'auto' }}>
      <SimpleTreeView
        aria-label="Employee handbook"
        expansionTrigger="iconContainer"
        defaultExpandedItems={['handbook']}
        selectedItems={selected}
        onSelectedItemsChange={(event, itemId) => setSelected(itemId)}
      >
        <TreeItem itemId="handbook" label="Employee handbook">
          <TreeItem itemId="time-off" label="Time off">
            <TreeItem itemId="holidays" label="Public holidays" />
            <TreeItem itemId="sick-leave" label="Sick leave" />
          </TreeItem>
          <TreeItem itemId="expenses" label="Expenses">
            <TreeItem itemId="travel" label="Travel" />
            <TreeItem itemId="equipment" label="Home office equipment" />
          </TreeItem>
          <TreeItem itemId="code-of-conduct" label="Code of conduct" />
        </TreeItem>
      </SimpleTreeView>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Page shown: {selected ?? 'none'}
      </Typography>
    </Box>
  );
}
