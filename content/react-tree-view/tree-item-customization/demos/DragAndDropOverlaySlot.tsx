import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import {
  RichTreeViewPro,
  TreeItemLabel,
  type TreeItemDragAndDropOverlayProps,
  type TreeViewBaseItem,
  type TreeViewItemsReorderingAction,
} from '@mui/x-tree-view-pro';

const sprint: TreeViewBaseItem[] = [
  {
    id: 'checkout',
    label: 'Checkout redesign',
    children: [
      { id: 'address-form', label: 'Address form validation' },
      { id: 'wallets', label: 'Apple Pay and Google Pay' },
    ],
  },
  {
    id: 'search',
    label: 'Search improvements',
    children: [{ id: 'typo', label: 'Typo tolerance' }],
  },
  { id: 'flaky-tests', label: 'Fix flaky payment tests' },
];

const actionText: Record<TreeViewItemsReorderingAction, string> = {
  'reorder-above': 'Drop above',
  'reorder-below': 'Drop below',
  'make-child': 'Drop inside',
  'move-to-parent': 'Move to parent level',
};

// Rendered by the item under the cursor; `action` is undefined otherwise.
function ActionOverlay({ action, style }: TreeItemDragAndDropOverlayProps) {
  if (!action) {
    return null;
  }
  const line = action === 'make-child' ? 'none' : '2px solid';
  return (
    <Box
      style={style}
      sx={{
        position: 'absolute',
        inset: 0,
        pointerEvents: 'none',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'flex-end',
        pr: 1,
        borderRadius: 1,
        borderTop: action === 'reorder-above' ? line : 'none',
        borderBottom: action === 'reorder-above' || action === 'make-child' ? 'none' : line,
        borderColor: 'primary.main',
        bgcolor: action === 'make-child' ? 'action.selected' : 'transparent',
      }}
    >
      <Typography variant="caption" sx={{ color: 'primary.main', fontWeight: 500 }}>
        {actionText[action]}
      </Typography>
    </Box>
  );
}

// A grip next to the label, as a visual cue: the whole row is draggable.
function GripLabel({ children, ...other }: React.ComponentProps<typeof TreeItemLabel>) {
  return (
    <TreeItemLabel {...other} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <DragIndicatorIcon fontSize="small" sx={{ color: 'text.disabled' }} />
      {children}
    </TreeItemLabel>
  );
}

export default function DragAndDropOverlaySlot() {
  const [lastMove, setLastMove] = React.useState('nothing yet');

  return (
    <Box sx={{ height: 330, display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
        <RichTreeViewPro
          aria-label="Sprint backlog"
          items={sprint}
          itemsReordering
          defaultExpandedItems={['checkout', 'search']}
          onItemPositionChange={({ itemId, newPosition }) =>
            setLastMove(`${itemId} to ${newPosition.parentId ?? 'root'}, position ${newPosition.index}`)
          }
          slotProps={{ item: { slots: { dragAndDropOverlay: ActionOverlay, label: GripLabel } } }}
        />
      </Box>
      <Typography variant="body2" sx={{ pt: 1, borderTop: 1, borderColor: 'divider' }}>
        Last move: {lastMove}
      </Typography>
    </Box>
  );
}
