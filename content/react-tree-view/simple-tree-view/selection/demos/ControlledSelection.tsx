import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

const vegetarianDishes = ['burrata', 'risotto', 'panna-cotta'];

export default function ControlledSelection() {
  const [order, setOrder] = React.useState<string[]>([]);

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" onClick={() => setOrder(vegetarianDishes)}>
          Vegetarian set
        </Button>
        <Button size="small" onClick={() => setOrder([])} disabled={order.length === 0}>
          Clear order
        </Button>
      </Stack>
      <SimpleTreeView
        aria-label="Dinner menu"
        multiSelect
        defaultExpandedItems={['starters', 'mains', 'desserts']}
        selectedItems={order}
        onSelectedItemsChange={(event, itemIds) => setOrder(itemIds)}
      >
        <TreeItem itemId="starters" label="Starters">
          <TreeItem itemId="burrata" label="Burrata with tomatoes" />
          <TreeItem itemId="calamari" label="Fried calamari" />
        </TreeItem>
        <TreeItem itemId="mains" label="Mains">
          <TreeItem itemId="risotto" label="Wild mushroom risotto" />
          <TreeItem itemId="sea-bass" label="Grilled sea bass" />
          <TreeItem itemId="lamb" label="Slow-roasted lamb" />
        </TreeItem>
        <TreeItem itemId="desserts" label="Desserts">
          <TreeItem itemId="panna-cotta" label="Vanilla panna cotta" />
          <TreeItem itemId="tiramisu" label="Tiramisu" />
        </TreeItem>
      </SimpleTreeView>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Order: {order.join(', ') || 'empty'}
      </Typography>
    </Box>
  );
}
