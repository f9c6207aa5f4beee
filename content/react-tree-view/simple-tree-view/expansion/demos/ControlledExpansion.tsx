import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

// The ids of every item that has children, kept here because unmounted items are unknown to the tree.
const expandableIds = ['starters', 'mains', 'mains-vegetarian', 'desserts'];

export default function ControlledExpansion() {
  const [expandedItems, setExpandedItems] = React.useState<string[]>(['mains']);

  return (
    <Box sx={{ height: 400, width: '100%', overflowY: 'auto' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" onClick={() => setExpandedItems(expandableIds)}>
          Expand all
        </Button>
        <Button size="small" variant="outlined" onClick={() => setExpandedItems([])}>
          Collapse all
        </Button>
      </Stack>
      <SimpleTreeView
        aria-label="Restaurant menu"
        expandedItems={expandedItems}
        onExpandedItemsChange={(event, itemIds) => setExpandedItems(itemIds)}
      >
        <TreeItem itemId="starters" label="Starters">
          <TreeItem itemId="soup" label="Soup of the day" />
          <TreeItem itemId="burrata" label="Burrata and peaches" />
        </TreeItem>
        <TreeItem itemId="mains" label="Mains">
          <TreeItem itemId="mains-vegetarian" label="Vegetarian">
            <TreeItem itemId="risotto" label="Wild mushroom risotto" />
            <TreeItem itemId="curry" label="Chickpea curry" />
          </TreeItem>
          <TreeItem itemId="sea-bass" label="Grilled sea bass" />
          <TreeItem itemId="lamb" label="Slow-roasted lamb" />
        </TreeItem>
        <TreeItem itemId="desserts" label="Desserts">
          <TreeItem itemId="tart" label="Lemon tart" />
        </TreeItem>
      </SimpleTreeView>
      <Typography variant="body2" sx={{ mt: 1 }}>
        expandedItems: [{expandedItems.map((id) => `'${id}'`).join(', ')}]
      </Typography>
    </Box>
  );
}
