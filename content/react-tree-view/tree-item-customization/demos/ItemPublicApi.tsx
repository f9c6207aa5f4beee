import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import {
  TreeItemContent,
  TreeItemGroupTransition,
  TreeItemIconContainer,
  TreeItemLabel,
  TreeItemRoot,
} from '@mui/x-tree-view/TreeItem';
import { TreeItemIcon } from '@mui/x-tree-view/TreeItemIcon';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import { useTreeItem, type UseTreeItemParameters } from '@mui/x-tree-view/useTreeItem';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const library: TreeViewBaseItem[] = [
  {
    id: '2024',
    label: '2024',
    children: [
      {
        id: '2024-trips',
        label: 'Trips',
        children: [
          { id: 'lisbon', label: 'Lisbon, May (212 photos)' },
          { id: 'dolomites', label: 'Dolomites, August (348 photos)' },
        ],
      },
      {
        id: '2024-family',
        label: 'Family',
        children: [{ id: 'wedding', label: "Ana's wedding (96 photos)" }],
      },
    ],
  },
  {
    id: '2025',
    label: '2025',
    children: [
      { id: '2025-trips', label: 'Trips', children: [{ id: 'oslo', label: 'Oslo, March (57 photos)' }] },
    ],
  },
];

// The props the tree passes to its `item` slot, without the unsupported `onFocus`.
type ItemProps = Omit<UseTreeItemParameters, 'rootRef'> &
  Omit<React.HTMLAttributes<HTMLLIElement>, 'onFocus'>;

const FolderItem = React.forwardRef(function FolderItem(props: ItemProps, ref: React.Ref<HTMLLIElement>) {
  const { id, itemId, label, disabled, children, ...other } = props;
  const {
    getContextProviderProps,
    getRootProps,
    getContentProps,
    getIconContainerProps,
    getLabelProps,
    getGroupTransitionProps,
    status,
    publicAPI,
  } = useTreeItem({ id, itemId, label, disabled, children, rootRef: ref });

  const expandAll = (event: React.MouseEvent) => {
    event.stopPropagation(); // the content would toggle the item otherwise
    const expand = (parentId: string) => {
      publicAPI.setItemExpansion({ event, itemId: parentId, shouldBeExpanded: true });
      publicAPI
        .getItemOrderedChildrenIds(parentId)
        .filter((childId) => publicAPI.getItemOrderedChildrenIds(childId).length > 0)
        .forEach(expand);
    };
    expand(itemId);
  };

  return (
    <TreeItemProvider {...getContextProviderProps()}>
      <TreeItemRoot {...getRootProps(other)}>
        <TreeItemContent {...getContentProps()}>
          <TreeItemIconContainer {...getIconContainerProps()}>
            <TreeItemIcon status={status} />
          </TreeItemIconContainer>
          <TreeItemLabel {...getLabelProps()} />
          {status.expandable && (
            <Button size="small" onClick={expandAll} sx={{ py: 0, flexShrink: 0 }}>
              Expand all
            </Button>
          )}
        </TreeItemContent>
        {children && <TreeItemGroupTransition {...getGroupTransitionProps()} />}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function ItemPublicApi() {
  return (
    <Box sx={{ height: 360, overflowY: 'auto' }}>
      <RichTreeView
        aria-label="Photo library"
        items={library}
        defaultExpandedItems={['2024']}
        slots={{ item: FolderItem }}
      />
    </Box>
  );
}
