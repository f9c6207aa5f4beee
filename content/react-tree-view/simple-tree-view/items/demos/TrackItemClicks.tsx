import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

const articles: Record<string, string> = {
  'reset-password': 'Reset your password',
  'two-factor': 'Turn on two-factor authentication',
  'update-card': 'Update your payment card',
  'download-invoices': 'Download past invoices',
  'refund-policy': 'Refund policy (draft)',
};

export default function TrackItemClicks() {
  const [openArticle, setOpenArticle] = React.useState<string | null>(null);
  const [clicks, setClicks] = React.useState<string[]>([]);

  const handleItemClick = (event: React.MouseEvent, itemId: string) => {
    setClicks((previous) => [itemId, ...previous].slice(0, 3));
    if (articles[itemId]) {
      setOpenArticle(itemId);
    }
  };

  return (
    <Box sx={{ height: 340, width: '100%', overflowY: 'auto' }}>
      <SimpleTreeView
        aria-label="Help center"
        defaultExpandedItems={['account']}
        onItemClick={handleItemClick}
      >
        <TreeItem itemId="account" label="Account and security">
          <TreeItem itemId="reset-password" label={articles['reset-password']} />
          <TreeItem itemId="two-factor" label={articles['two-factor']} />
        </TreeItem>
        <TreeItem itemId="billing" label="Billing">
          <TreeItem itemId="update-card" label={articles['update-card']} />
          <TreeItem itemId="download-invoices" label={articles['download-invoices']} />
          <TreeItem itemId="refund-policy" label={articles['refund-policy']} disabled />
        </TreeItem>
      </SimpleTreeView>
      <Typography variant="body2" sx={{ mt: 2 }}>
        Preview: {openArticle ? articles[openArticle] : 'click an article'}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Last clicks, newest first: {clicks.length > 0 ? clicks.join(', ') : 'none'}
      </Typography>
    </Box>
  );
}
