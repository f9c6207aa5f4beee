import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const scopes: TreeViewBaseItem[] = [
  {
    id: 'repositories',
    label: 'Repositories',
    children: [
      { id: 'repo:read', label: 'Read code' },
      { id: 'repo:write', label: 'Push commits' },
    ],
  },
  {
    id: 'issues',
    label: 'Issues',
    children: [
      { id: 'issues:read', label: 'Read issues' },
      { id: 'issues:write', label: 'Create and edit issues' },
    ],
  },
];

const leafIds = (items: TreeViewBaseItem[]): string[] =>
  items.flatMap((item) => (item.children?.length ? leafIds(item.children) : [item.id]));

const allScopes = leafIds(scopes);
const readOnlyScopes = allScopes.filter((id) => id.endsWith(':read'));

export default function SelectionPresets() {
  const [granted, setGranted] = React.useState<string[]>(readOnlyScopes);

  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={() => setGranted(readOnlyScopes)}>
          Read-only
        </Button>
        <Button size="small" variant="outlined" onClick={() => setGranted(allScopes)}>
          Full access
        </Button>
        <Button size="small" onClick={() => setGranted([])}>
          None
        </Button>
      </Stack>
      <RichTreeView
        aria-label="Access token scopes"
        items={scopes}
        multiSelect
        checkboxSelection
        defaultExpandedItems={['repositories', 'issues']}
        selectedItems={granted}
        onSelectedItemsChange={(event, itemIds) => setGranted(itemIds)}
      />
      <Typography variant="body2" sx={{ mt: 1 }}>
        Token scopes: {granted.join(' ') || 'none'}
      </Typography>
    </Box>
  );
}
