import * as React from 'react';
import Box from '@mui/material/Box';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import FolderIcon from '@mui/icons-material/Folder';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import {
  TreeItemCheckbox,
  TreeItemContent,
  TreeItemGroupTransition,
  TreeItemIconContainer,
  TreeItemLabel,
  TreeItemRoot,
} from '@mui/x-tree-view/TreeItem';
import { TreeItemIcon } from '@mui/x-tree-view/TreeItemIcon';
import { TreeItemProvider } from '@mui/x-tree-view/TreeItemProvider';
import { TreeItemDragAndDropOverlay } from '@mui/x-tree-view/TreeItemDragAndDropOverlay';
import { useTreeItem, type UseTreeItemParameters } from '@mui/x-tree-view/useTreeItem';
import { useTreeItemModel } from '@mui/x-tree-view/hooks';

interface FileEntry {
  id: string;
  label: string;
  size?: number; // bytes, files only
  modified: string; // ISO date
  children?: FileEntry[];
}

const files: FileEntry[] = [
  {
    id: 'src',
    label: 'src',
    modified: '2025-03-18',
    children: [
      { id: 'app', label: 'App.tsx', size: 4812, modified: '2025-03-18' },
      { id: 'router', label: 'router.ts', size: 1630, modified: '2025-03-02' },
      { id: 'styles', label: 'theme.css', size: 22904, modified: '2025-02-11' },
    ],
  },
  {
    id: 'public',
    label: 'public',
    modified: '2025-01-27',
    children: [{ id: 'logo', label: 'logo.svg', size: 3120, modified: '2025-01-27' }],
  },
  { id: 'readme', label: 'README.md', size: 2048, modified: '2025-03-10' },
  { id: 'lockfile', label: 'package-lock.json', size: 412733, modified: '2025-03-17' },
];

const formatSize = (bytes: number) =>
  bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(bytes < 10240 ? 1 : 0)} KB`;
const formatDate = (iso: string) =>
  new Date(`${iso}T00:00:00`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });

// The props the tree passes to its `item` slot, without the unsupported `onFocus`.
type ItemProps = Omit<UseTreeItemParameters, 'rootRef'> &
  Omit<React.HTMLAttributes<HTMLLIElement>, 'onFocus'>;

const FileItem = React.forwardRef(function FileItem(props: ItemProps, ref: React.Ref<HTMLLIElement>) {
  const { id, itemId, label, disabled, children, ...other } = props;
  const item = useTreeItemModel<FileEntry>(itemId)!;
  const {
    getContextProviderProps,
    getRootProps,
    getContentProps,
    getIconContainerProps,
    getCheckboxProps,
    getLabelProps,
    getGroupTransitionProps,
    getDragAndDropOverlayProps,
    status,
  } = useTreeItem({ id, itemId, label, disabled, children, rootRef: ref });

  const TypeIcon = !status.expandable
    ? DescriptionOutlinedIcon
    : status.expanded
      ? FolderOpenIcon
      : FolderIcon;

  return (
    <TreeItemProvider {...getContextProviderProps()}>
      <TreeItemRoot {...getRootProps(other)}>
        <TreeItemContent {...getContentProps()}>
          <TreeItemIconContainer {...getIconContainerProps()}>
            <TreeItemIcon status={status} />
          </TreeItemIconContainer>
          <TreeItemCheckbox {...getCheckboxProps()} />
          <TypeIcon fontSize="small" color={status.expandable ? 'primary' : 'action'} />
          <TreeItemLabel
            {...getLabelProps()}
            sx={{ flex: 1, whiteSpace: 'nowrap', textOverflow: 'ellipsis' }}
          />
          <Box
            component="span"
            sx={{ width: 64, textAlign: 'right', color: 'text.secondary', typography: 'body2' }}
          >
            {item.size === undefined ? '' : formatSize(item.size)}
          </Box>
          <Box
            component="span"
            sx={{
              width: 96,
              textAlign: 'right',
              color: 'text.secondary',
              typography: 'body2',
              display: { xs: 'none', sm: 'block' },
            }}
          >
            {formatDate(item.modified)}
          </Box>
          <TreeItemDragAndDropOverlay {...getDragAndDropOverlayProps()} />
        </TreeItemContent>
        {children && <TreeItemGroupTransition {...getGroupTransitionProps()} />}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function FileExplorerItem() {
  return (
    <Box sx={{ height: 360, overflowY: 'auto' }}>
      <RichTreeView
        aria-label="Repository files"
        items={files}
        defaultExpandedItems={['src']}
        defaultSelectedItems="app"
        slots={{ item: FileItem }}
      />
    </Box>
  );
}
