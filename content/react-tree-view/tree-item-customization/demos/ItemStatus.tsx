import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import EqualizerIcon from '@mui/icons-material/Equalizer';
import MusicNoteIcon from '@mui/icons-material/MusicNote';
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

type Track = { id: string; label: string; unavailable?: boolean };

const playlists: TreeViewBaseItem<Track>[] = [
  {
    id: 'focus',
    label: 'Deep focus',
    children: [
      { id: 'rain', label: 'Rain on the skylight' },
      { id: 'drift', label: 'Slow drift' },
      { id: 'lanterns', label: 'Paper lanterns', unavailable: true },
    ],
  },
  {
    id: 'running',
    label: 'Sunday long run',
    children: [
      { id: 'tempo', label: 'Tempo' },
      { id: 'hills', label: 'Hill repeats' },
    ],
  },
];

// The props the tree passes to its `item` slot, without the unsupported `onFocus`.
type ItemProps = Omit<UseTreeItemParameters, 'rootRef'> &
  Omit<React.HTMLAttributes<HTMLLIElement>, 'onFocus'>;

const PlaylistItem = React.forwardRef(function PlaylistItem(props: ItemProps, ref: React.Ref<HTMLLIElement>) {
  const { id, itemId, label, disabled, children, ...other } = props;
  const {
    getContextProviderProps,
    getRootProps,
    getContentProps,
    getIconContainerProps,
    getLabelProps,
    getGroupTransitionProps,
    status,
  } = useTreeItem({ id, itemId, label, disabled, children, rootRef: ref });
  const trackCount = React.Children.count(children);

  return (
    <TreeItemProvider {...getContextProviderProps()}>
      <TreeItemRoot {...getRootProps(other)}>
        <TreeItemContent
          {...getContentProps()}
          // The focus ring and the colours are drawn from `status`.
          sx={{
            outline: status.focused ? 2 : 0,
            outlineColor: 'primary.main',
            outlineOffset: -2,
            color: status.selected ? 'primary.main' : 'text.primary',
          }}
        >
          <TreeItemIconContainer {...getIconContainerProps()}>
            {status.expandable ? (
              <TreeItemIcon status={status} />
            ) : status.selected ? (
              <EqualizerIcon />
            ) : (
              <MusicNoteIcon color="action" />
            )}
          </TreeItemIconContainer>
          <TreeItemLabel {...getLabelProps()} />
          <Typography variant="caption" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>
            {status.expandable && `${trackCount} tracks`}
            {status.disabled && 'Unavailable'}
            {status.selected && !status.expandable && 'Playing'}
          </Typography>
        </TreeItemContent>
        {children && <TreeItemGroupTransition {...getGroupTransitionProps()} />}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function ItemStatus() {
  return (
    <Box sx={{ height: 320, overflowY: 'auto' }}>
      <RichTreeView
        aria-label="Playlists"
        items={playlists}
        defaultExpandedItems={['focus']}
        defaultSelectedItems="drift"
        isItemDisabled={(item) => Boolean(item.unavailable)}
        slots={{ item: PlaylistItem }}
      />
    </Box>
  );
}
