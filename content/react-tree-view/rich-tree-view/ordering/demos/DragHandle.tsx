import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import {
  RichTreeViewPro,
  TreeItemContent,
  TreeItemDragAndDropOverlay,
  TreeItemGroupTransition,
  TreeItemIcon,
  TreeItemIconContainer,
  TreeItemLabel,
  TreeItemProvider,
  TreeItemRoot,
  useTreeItem,
  type TreeItemProps,
  type TreeViewBaseItem,
} from '@mui/x-tree-view-pro';

const roadmap: TreeViewBaseItem[] = [
  {
    id: 'q3',
    label: 'Q3 · Self-serve billing',
    children: [
      { id: 'invoices', label: 'Downloadable invoices' },
      { id: 'plan-change', label: 'Change plan without support' },
    ],
  },
  {
    id: 'q4',
    label: 'Q4 · Team workspaces',
    children: [
      { id: 'roles', label: 'Custom roles' },
      { id: 'audit-log', label: 'Audit log' },
    ],
  },
];

const HandleItem = React.forwardRef(function HandleItem(props: TreeItemProps, ref: React.Ref<HTMLLIElement>) {
  const { id, itemId, label, disabled, children, ...other } = props;
  const {
    getContextProviderProps,
    getRootProps,
    getContentProps,
    getIconContainerProps,
    getLabelProps,
    getGroupTransitionProps,
    getDragAndDropOverlayProps,
    status,
  } = useTreeItem({ id, itemId, label, disabled, children, rootRef: ref });

  // The root keeps the drag handlers; only the handle is draggable.
  const { draggable, ...rootProps } = getRootProps(other as React.HTMLAttributes<HTMLLIElement>);

  return (
    <TreeItemProvider {...getContextProviderProps()}>
      <TreeItemRoot {...rootProps}>
        <TreeItemContent {...getContentProps()}>
          <TreeItemIconContainer {...getIconContainerProps()}>
            <TreeItemIcon status={status} />
          </TreeItemIconContainer>
          <Box
            component="span"
            draggable={draggable}
            aria-hidden
            sx={{ display: 'flex', color: 'text.secondary', cursor: draggable ? 'grab' : 'default' }}
          >
            <DragIndicatorIcon fontSize="small" />
          </Box>
          <TreeItemLabel {...getLabelProps()} />
          <TreeItemDragAndDropOverlay {...getDragAndDropOverlayProps()} />
        </TreeItemContent>
        {children && <TreeItemGroupTransition {...getGroupTransitionProps()} />}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function DragHandle() {
  const [lastMove, setLastMove] = React.useState('Drag an item by its handle.');

  return (
    <Box sx={{ height: 340, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ flex: 1, minHeight: 0 }}>
        <RichTreeViewPro
          aria-label="Product roadmap"
          items={roadmap}
          defaultExpandedItems={['q3', 'q4']}
          itemsReordering
          slots={{ item: HandleItem }}
          onItemPositionChange={({ itemId, newPosition }) =>
            setLastMove(`Moved ${itemId} under ${newPosition.parentId ?? 'the root'}.`)
          }
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {lastMove}
      </Typography>
    </Box>
  );
}
