import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemUtils } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem, TreeViewCancellableEvent } from '@mui/x-tree-view/models';

const playlists: TreeViewBaseItem[] = [
  {
    id: 'running',
    label: 'Running',
    children: [
      { id: 'tempo', label: 'Tempo run 170 bpm' },
      { id: 'long-run', label: 'Sunday long run' },
    ],
  },
  {
    id: 'focus',
    label: 'Focus',
    children: [
      { id: 'lofi', label: 'Lo-fi for deep work' },
      { id: 'piano', label: 'Solo piano' },
    ],
  },
];

// A Tree Item whose label input discards the draft when it loses focus.
// Enter still saves and Escape still cancels.
const DiscardOnBlurItem = React.forwardRef(function DiscardOnBlurItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { interactions } = useTreeItemUtils({ itemId: props.itemId, children: props.children });

  const handleBlur = (event: React.FocusEvent<HTMLInputElement> & TreeViewCancellableEvent) => {
    // Skip the default handler, which would save the draft.
    event.defaultMuiPrevented = true;
    interactions.handleCancelItemLabelEditing(event);
  };

  return <TreeItem {...props} ref={ref} slotProps={{ labelInput: { onBlur: handleBlur } }} />;
});

export default function DiscardOnBlur() {
  const [lastSaved, setLastSaved] = React.useState<string | null>(null);

  return (
    <Box sx={{ height: 290, width: '100%' }}>
      <RichTreeView
        aria-label="Playlists"
        items={playlists}
        isItemEditable
        slots={{ item: DiscardOnBlurItem }}
        onItemLabelChange={(_itemId, newLabel) => setLastSaved(newLabel)}
        defaultExpandedItems={['running', 'focus']}
      />
      <Typography variant="body2" sx={{ mt: 1 }}>
        Last saved name: {lastSaved ?? 'none yet'} (click outside the input to discard a draft)
      </Typography>
    </Box>
  );
}
