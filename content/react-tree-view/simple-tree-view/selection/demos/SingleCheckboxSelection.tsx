import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function SingleCheckboxSelection() {
  const [owner, setOwner] = React.useState<string | null>('payments');

  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Assign ticket SUP-1482 to: <strong>{owner ?? 'unassigned'}</strong>
      </Typography>
      <SimpleTreeView
        aria-label="Owning team"
        checkboxSelection
        defaultExpandedItems={['engineering']}
        selectedItems={owner}
        onSelectedItemsChange={(event, itemId) => setOwner(itemId)}
      >
        <TreeItem itemId="engineering" label="Engineering">
          <TreeItem itemId="payments" label="Payments" />
          <TreeItem itemId="identity" label="Identity and access" />
          <TreeItem itemId="mobile" label="Mobile apps" />
        </TreeItem>
        <TreeItem itemId="support" label="Customer support" />
        <TreeItem itemId="billing" label="Billing operations" />
      </SimpleTreeView>
    </Box>
  );
}
