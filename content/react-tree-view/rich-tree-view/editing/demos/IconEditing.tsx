import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import {
  RichTreeView,
  TreeItemContent,
  TreeItemGroupTransition,
  TreeItemIcon,
  TreeItemIconContainer,
  TreeItemLabel,
  TreeItemLabelInput,
  TreeItemProvider,
  TreeItemRoot,
  useTreeItem,
  useTreeItemUtils,
  type TreeItemProps,
  type TreeViewBaseItem,
  type TreeViewCancellableEvent,
} from '@mui/x-tree-view';

const bookmarks: TreeViewBaseItem[] = [
  {
    id: 'reading',
    label: 'Reading list',
    children: [
      { id: 'rfc', label: 'HTTP semantics RFC' },
      { id: 'postmortem', label: 'Postmortem template' },
    ],
  },
  { id: 'tools', label: 'Tools', children: [{ id: 'regex', label: 'Regex tester' }] },
];

// Icon buttons must not take the focus from the input, or the input's blur would save first.
const keepFocus = (event: React.MouseEvent) => event.preventDefault();

const BookmarkItem = React.forwardRef(function BookmarkItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { id, itemId, label, disabled, children, ...other } = props;
  const item = useTreeItem({ id, itemId, label, disabled, children, rootRef: ref });
  const { interactions } = useTreeItemUtils({ itemId, children });
  const inputProps = item.getLabelInputProps({ 'aria-label': 'Bookmark name' });
  const draft = inputProps.value ?? '';

  // A double-click on the label no longer starts editing.
  const labelProps = item.getLabelProps({
    onDoubleClick: (event: React.MouseEvent & TreeViewCancellableEvent) => {
      event.defaultMuiPrevented = true;
    },
  });

  const handleEdit = (event: React.MouseEvent) => {
    event.stopPropagation(); // Do not select the item.
    interactions.toggleItemEditing();
  };

  return (
    <TreeItemProvider {...item.getContextProviderProps()}>
      <TreeItemRoot {...item.getRootProps(other as React.HTMLAttributes<HTMLLIElement>)}>
        <TreeItemContent {...item.getContentProps()}>
          <TreeItemIconContainer {...item.getIconContainerProps()}>
            <TreeItemIcon status={item.status} />
          </TreeItemIconContainer>
          {item.status.editing ? (
            <React.Fragment>
              <TreeItemLabelInput {...inputProps} />
              <IconButton
                size="small"
                aria-label="Save"
                disabled={draft === ''} // An empty label would throw.
                onMouseDown={keepFocus}
                onClick={(event) => interactions.handleSaveItemLabel(event, draft)}
              >
                <CheckIcon fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                aria-label="Cancel"
                onMouseDown={keepFocus}
                onClick={(event) => interactions.handleCancelItemLabelEditing(event)}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </React.Fragment>
          ) : (
            <React.Fragment>
              <TreeItemLabel {...labelProps} />
              {item.status.editable && (
                <IconButton size="small" aria-label={`Rename ${label}`} tabIndex={-1} onClick={handleEdit}>
                  <EditOutlinedIcon fontSize="small" />
                </IconButton>
              )}
            </React.Fragment>
          )}
        </TreeItemContent>
        {children && <TreeItemGroupTransition {...item.getGroupTransitionProps()} />}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function IconEditing() {
  return (
    <Box sx={{ height: 240, width: '100%' }}>
      <RichTreeView
        aria-label="Bookmarks"
        items={bookmarks}
        isItemEditable
        slots={{ item: BookmarkItem }}
        defaultExpandedItems={['reading', 'tools']}
      />
    </Box>
  );
}
