import * as React from 'react';
import Box from '@mui/material/Box';
import Radio from '@mui/material/Radio';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemUtils } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem, TreeViewCancellableEvent } from '@mui/x-tree-view/models';

const folders: TreeViewBaseItem[] = [
  {
    id: 'clients',
    label: 'Clients',
    children: [
      { id: 'harbor', label: 'Harbor Logistics', children: [{ id: 'harbor-contracts', label: 'Contracts' }] },
      { id: 'meridian', label: 'Meridian Foods' },
    ],
  },
  { id: 'internal', label: 'Internal', children: [{ id: 'hr', label: 'HR policies' }] },
  { id: 'archive', label: 'Archive' },
];

const DestinationItem = React.forwardRef(function DestinationItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { interactions, status } = useTreeItemUtils({ itemId: props.itemId, children: props.children });

  // A click on the row only expands: the tree's own handling is cancelled.
  const handleContentClick = (event: React.MouseEvent & TreeViewCancellableEvent) => {
    event.defaultMuiPrevented = true;
    interactions.handleExpansion(event);
  };

  const handleRadioClick = (event: React.MouseEvent) => {
    event.stopPropagation(); // keep the click away from the row
    interactions.handleSelection(event);
  };

  return (
    <TreeItem
      {...props}
      ref={ref}
      slotProps={{
        content: { onClick: handleContentClick },
        label: {
          children: (
            <Box sx={{ display: 'flex', alignItems: 'center' }}>
              <Box sx={{ flex: 1 }}>{props.label}</Box>
              <Radio
                size="small"
                checked={status.selected}
                onClick={handleRadioClick}
                tabIndex={-1}
                inputProps={{ 'aria-label': `Move to ${props.label}` }}
                sx={{ p: 0.25 }}
              />
            </Box>
          ),
        },
      }}
    />
  );
});

export default function UtilsSelection() {
  const [destination, setDestination] = React.useState<string | null>(null);

  return (
    <Box sx={{ height: 360, display: 'flex', flexDirection: 'column' }}>
      <Typography variant="subtitle2" sx={{ pb: 1 }}>
        Move 3 files to…
      </Typography>
      <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
        <RichTreeView
          aria-label="Destination folder"
          items={folders}
          defaultExpandedItems={['clients']}
          selectedItems={destination}
          onSelectedItemsChange={(_event, itemId) => setDestination(itemId)}
          slots={{ item: DestinationItem }}
        />
      </Box>
      <Typography variant="body2" sx={{ pt: 1, borderTop: 1, borderColor: 'divider' }}>
        Destination: {destination ?? 'choose a folder'}
      </Typography>
    </Box>
  );
}
