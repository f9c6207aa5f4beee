import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem, TreeViewSelectionPropagation } from '@mui/x-tree-view/models';

const driveFolders: TreeViewBaseItem[] = [
  {
    id: 'clients',
    label: 'Clients',
    children: [
      {
        id: 'harbor-cafe',
        label: 'Harbor Café',
        children: [
          { id: 'harbor-logo', label: 'Logo files' },
          { id: 'harbor-menu', label: 'Menu layouts' },
        ],
      },
      { id: 'nordvik', label: 'Nordvik Bikes' },
    ],
  },
  {
    id: 'archive',
    label: 'Archive (collapsed)',
    children: [
      { id: 'archive-2022', label: '2022' },
      { id: 'archive-2023', label: '2023' },
    ],
  },
];

export default function SelectionPropagation() {
  const [propagation, setPropagation] = React.useState<TreeViewSelectionPropagation>({
    descendants: true,
    parents: true,
  });
  const [synced, setSynced] = React.useState<string[]>([]);

  const toggle = (rule: keyof TreeViewSelectionPropagation) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setPropagation((previous) => ({ ...previous, [rule]: event.target.checked }));

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap' }}>
        <FormControlLabel
          control={<Switch checked={propagation.descendants} onChange={toggle('descendants')} />}
          label="descendants"
        />
        <FormControlLabel
          control={<Switch checked={propagation.parents} onChange={toggle('parents')} />}
          label="parents"
        />
      </Stack>
      <RichTreeView
        aria-label="Folders to sync"
        items={driveFolders}
        multiSelect
        checkboxSelection
        selectionPropagation={propagation}
        defaultExpandedItems={['clients', 'harbor-cafe']}
        selectedItems={synced}
        onSelectedItemsChange={(event, itemIds) => setSynced(itemIds)}
      />
      <Typography variant="body2" sx={{ mt: 1 }}>
        Synced: {synced.join(', ') || 'nothing'}
      </Typography>
    </Box>
  );
}
