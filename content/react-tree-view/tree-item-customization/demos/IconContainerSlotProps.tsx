import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const helpCenter: TreeViewBaseItem[] = [
  {
    id: 'billing',
    label: 'Billing',
    children: [
      { id: 'invoices', label: 'Download past invoices' },
      { id: 'vat', label: 'Add a VAT number' },
      {
        id: 'payment',
        label: 'Payment methods',
        children: [
          { id: 'card', label: 'Update your card' },
          { id: 'sepa', label: 'Pay by SEPA transfer' },
        ],
      },
    ],
  },
  {
    id: 'account',
    label: 'Account',
    children: [{ id: 'sso', label: 'Set up single sign-on' }],
  },
];

export default function IconContainerSlotProps() {
  const [article, setArticle] = React.useState<string | null>('invoices');

  return (
    <Box sx={{ height: 320, display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
        <RichTreeView
          aria-label="Help center"
          items={helpCenter}
          expansionTrigger="iconContainer"
          defaultExpandedItems={['billing']}
          selectedItems={article}
          onSelectedItemsChange={(_event, itemId) => setArticle(itemId)}
          slotProps={{
            item: {
              slotProps: {
                iconContainer: {
                  // A 28px round target for the only place that expands an item.
                  className: 'expand-target',
                  style: { width: 28, height: 28, alignItems: 'center', borderRadius: '50%' },
                  // Runs before the expansion; keeps the click from reaching the
                  // content, where it would also select (open) the section.
                  onClick: (event) => event.stopPropagation(),
                },
              },
            },
          }}
          sx={{
            '& .expand-target:hover': { bgcolor: 'action.selected' },
            '& .MuiTreeItem-content': { py: 0.25 },
          }}
        />
      </Box>
      <Typography variant="body2" sx={{ pt: 1, borderTop: 1, borderColor: 'divider' }}>
        Open article: {article ?? 'none'}
      </Typography>
    </Box>
  );
}
