import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const exportFields: TreeViewBaseItem[] = [
  {
    id: 'customer',
    label: 'Customer',
    children: [
      { id: 'customer.name', label: 'Full name' },
      { id: 'customer.email', label: 'Email' },
      { id: 'customer.phone', label: 'Phone number' },
    ],
  },
  {
    id: 'order',
    label: 'Order',
    children: [
      { id: 'order.placedAt', label: 'Date placed' },
      { id: 'order.total', label: 'Total (EUR)' },
    ],
  },
];

export default function CheckboxSelection() {
  const [columns, setColumns] = React.useState<string[]>(['customer.email', 'order.total']);

  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <RichTreeView
        aria-label="Fields to export"
        items={exportFields}
        multiSelect
        checkboxSelection
        defaultExpandedItems={['customer', 'order']}
        selectedItems={columns}
        onSelectedItemsChange={(event, itemIds) => setColumns(itemIds)}
      />
      <Typography variant="body2" sx={{ mt: 1 }}>
        CSV columns: {columns.join(', ') || 'none'}
      </Typography>
    </Box>
  );
}
