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
      { id: 'update-card', label: 'Update your payment card' },
      { id: 'download-invoices', label: 'Download past invoices' },
    ],
  },
  {
    id: 'account',
    label: 'Account',
    children: [
      { id: 'reset-password', label: 'Reset your password' },
      { id: 'two-factor', label: 'Turn on two-factor sign-in' },
      { id: 'close-account', label: 'Close your account (archived)' },
    ],
  },
];

const isItemDisabled = (item: TreeViewBaseItem) => item.id === 'close-account';

export default function TrackItemClicks() {
  const [clicks, setClicks] = React.useState<Record<string, number>>({});
  const [lastClick, setLastClick] = React.useState('Click an article or a section.');

  const handleItemClick = (event: React.MouseEvent, itemId: string) => {
    setClicks((previous) => ({ ...previous, [itemId]: (previous[itemId] ?? 0) + 1 }));
    // `event.target` is the element under the pointer: the label, the icon or the row.
    const target = event.target as HTMLElement;
    setLastClick(`${itemId}, on a <${target.tagName.toLowerCase()}> element`);
  };

  const ranking = Object.entries(clicks).sort((a, b) => b[1] - a[1]);

  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <RichTreeView
        aria-label="Help center"
        items={helpCenter}
        isItemDisabled={isItemDisabled}
        defaultExpandedItems={['billing', 'account']}
        onItemClick={handleItemClick}
      />
      <Typography variant="body2" sx={{ mt: 1 }}>
        Last click: {lastClick}
      </Typography>
      <Typography variant="body2">
        Clicks so far:{' '}
        {ranking.length === 0 ? 'none' : ranking.map(([id, count]) => `${id} (${count})`).join(', ')}
      </Typography>
    </Box>
  );
}
