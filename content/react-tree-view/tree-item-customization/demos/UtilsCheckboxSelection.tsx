import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemModel, useTreeItemUtils } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem, TreeViewCancellableEvent } from '@mui/x-tree-view/models';

type Folder = { id: string; label: string; size: string };

const home: TreeViewBaseItem<Folder>[] = [
  {
    id: 'documents',
    label: 'Documents',
    size: '4.2 GB',
    children: [
      { id: 'taxes', label: 'Taxes', size: '310 MB' },
      { id: 'scans', label: 'Scans', size: '1.9 GB' },
    ],
  },
  { id: 'pictures', label: 'Pictures', size: '86 GB' },
  { id: 'downloads', label: 'Downloads', size: '12 GB' },
  { id: 'projects', label: 'Projects', size: '23 GB' },
];

const BackupItem = React.forwardRef(function BackupItem(props: TreeItemProps, ref: React.Ref<HTMLLIElement>) {
  const { interactions, status } = useTreeItemUtils({ itemId: props.itemId, children: props.children });
  const folder = useTreeItemModel<Folder>(props.itemId);

  // The row still expands, but a click on it no longer selects.
  const handleContentClick = (event: React.MouseEvent & TreeViewCancellableEvent) => {
    event.defaultMuiPrevented = true;
    interactions.handleExpansion(event);
  };

  return (
    <TreeItem
      {...props}
      ref={ref}
      slotProps={{
        content: { onClick: handleContentClick },
        label: {
          children: (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <Box sx={{ flex: 1 }}>{props.label}</Box>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {folder?.size}
              </Typography>
              <Checkbox
                size="small"
                checked={status.selected}
                onChange={interactions.handleCheckboxSelection}
                onClick={(event) => event.stopPropagation()}
                tabIndex={-1}
                inputProps={{ 'aria-label': `Back up ${props.label}` }}
                sx={{ p: 0.25 }}
              />
            </Box>
          ),
        },
      }}
    />
  );
});

export default function UtilsCheckboxSelection() {
  const [backedUp, setBackedUp] = React.useState<string[]>(['documents', 'pictures']);

  return (
    <Box sx={{ height: 340, display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
        <RichTreeView
          aria-label="Folders to back up"
          items={home}
          multiSelect
          selectedItems={backedUp}
          onSelectedItemsChange={(_event, itemIds) => setBackedUp(itemIds)}
          defaultExpandedItems={['documents']}
          slots={{ item: BackupItem }}
        />
      </Box>
      <Typography variant="body2" sx={{ pt: 1, borderTop: 1, borderColor: 'divider' }}>
        Backed up: {backedUp.length > 0 ? backedUp.join(', ') : 'nothing'}
      </Typography>
    </Box>
  );
}
