import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function CheckboxSelection() {
  const [packed, setPacked] = React.useState<string[]>(['passport']);

  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <SimpleTreeView
        aria-label="Packing list"
        multiSelect
        checkboxSelection
        defaultExpandedItems={['documents', 'clothes']}
        selectedItems={packed}
        onSelectedItemsChange={(event, itemIds) => setPacked(itemIds)}
      >
        <TreeItem itemId="documents" label="Documents">
          <TreeItem itemId="passport" label="Passport" />
          <TreeItem itemId="boarding-pass" label="Boarding pass" />
          <TreeItem itemId="insurance" label="Travel insurance" />
        </TreeItem>
        <TreeItem itemId="clothes" label="Clothes">
          <TreeItem itemId="rain-jacket" label="Rain jacket" />
          <TreeItem itemId="hiking-boots" label="Hiking boots" />
        </TreeItem>
        <TreeItem itemId="charger" label="Phone charger" />
      </SimpleTreeView>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Packed: {packed.join(', ') || 'nothing yet'}
      </Typography>
    </Box>
  );
}
