import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { treeItemClasses } from '@mui/x-tree-view/TreeItem';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const sections: TreeViewBaseItem[] = [
  {
    id: 'account',
    label: 'Account',
    children: [
      { id: 'profile', label: 'Profile' },
      { id: 'security', label: 'Password and security' },
      { id: 'sessions', label: 'Active sessions' },
    ],
  },
  {
    id: 'workspace',
    label: 'Workspace',
    children: [
      { id: 'members', label: 'Members' },
      { id: 'billing', label: 'Billing' },
      { id: 'integrations', label: 'Integrations' },
    ],
  },
  { id: 'notifications', label: 'Notifications', children: [{ id: 'email', label: 'Email digests' }] },
];

export default function SettingsNavigation() {
  const [page, setPage] = React.useState<string | null>('security');

  return (
    <Box sx={{ height: 330, width: '100%', maxWidth: 300 }}>
      <RichTreeView
        aria-label="Settings"
        items={sections}
        selectedItems={page}
        onSelectedItemsChange={(_event, itemId) => setPage(itemId)}
        defaultExpandedItems={['account', 'workspace']}
        itemChildrenIndentation={24}
        sx={(theme) => ({
          [`& .${treeItemClasses.content}`]: {
            py: 0.25,
            borderRadius: 0,
            // A bar on the left edge marks the open page instead of a filled background.
            borderLeft: '3px solid transparent',
            '&[data-selected]': {
              backgroundColor: 'transparent',
              borderLeftColor: theme.palette.primary.main,
              color: theme.palette.primary.main,
            },
            '&[data-selected]:hover': { backgroundColor: theme.palette.action.hover },
          },
          [`& .${treeItemClasses.label}`]: { fontSize: 14 },
          // Top-level sections: bold labels.
          [`& > .${treeItemClasses.root} > .${treeItemClasses.content} .${treeItemClasses.label}`]: {
            fontWeight: 700,
          },
        })}
      />
      <Typography variant="body2" sx={{ mt: 1 }}>
        Open settings page: {page ?? 'none'}
      </Typography>
    </Box>
  );
}
