import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
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
  type TreeViewItemId,
} from '@mui/x-tree-view';

const initialFiles: TreeViewBaseItem[] = [
  {
    id: 'src',
    label: 'src',
    children: [
      { id: 'app', label: 'App.tsx' },
      { id: 'routes', label: 'routes.ts' },
    ],
  },
  { id: 'readme', label: 'README.md' },
];

function renameFile(list: TreeViewBaseItem[], itemId: TreeViewItemId, label: string): TreeViewBaseItem[] {
  return list.map((file) => ({
    ...file,
    label: file.id === itemId ? label : file.label,
    children: file.children && renameFile(file.children, itemId, label),
  }));
}

const FileItem = React.forwardRef(function FileItem(props: TreeItemProps, ref: React.Ref<HTMLLIElement>) {
  const { id, itemId, label, disabled, children, ...other } = props;
  const item = useTreeItem({ id, itemId, label, disabled, children, rootRef: ref });
  const { interactions, publicAPI } = useTreeItemUtils({ itemId, children });
  const [error, setError] = React.useState<string | null>(null);

  const validate = (name: string) => {
    if (name.trim() === '') {
      return 'A file name cannot be empty.';
    }
    if (name.includes('/')) {
      return 'A file name cannot contain "/".';
    }
    // Sibling labels come from the `items` prop, which the demo keeps up to date.
    const siblingIds = publicAPI.getItemOrderedChildrenIds(publicAPI.getParentId(itemId));
    const taken = siblingIds.some(
      (siblingId) => siblingId !== itemId && publicAPI.getItem(siblingId).label === name,
    );
    return taken ? `"${name}" already exists in this folder.` : null;
  };

  const inputProps = item.getLabelInputProps({
    'aria-label': 'File name',
    'aria-invalid': error !== null,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setError(validate(event.target.value)),
    onKeyDown: (event: React.KeyboardEvent<HTMLInputElement> & TreeViewCancellableEvent) => {
      if (event.key === 'Enter' && error) {
        event.defaultMuiPrevented = true; // Keep the input open.
      }
    },
    onBlur: (event: React.FocusEvent<HTMLInputElement> & TreeViewCancellableEvent) => {
      if (error) {
        event.defaultMuiPrevented = true;
        interactions.handleCancelItemLabelEditing(event);
      }
      setError(null);
    },
  });

  return (
    <TreeItemProvider {...item.getContextProviderProps()}>
      <TreeItemRoot {...item.getRootProps(other as React.HTMLAttributes<HTMLLIElement>)}>
        <TreeItemContent {...item.getContentProps()}>
          <TreeItemIconContainer {...item.getIconContainerProps()}>
            <TreeItemIcon status={item.status} />
          </TreeItemIconContainer>
          {item.status.editing ? (
            <Box sx={{ flexGrow: 1 }}>
              <TreeItemLabelInput {...inputProps} />
              {error && (
                <Typography variant="caption" color="error" role="alert" sx={{ display: 'block' }}>
                  {error}
                </Typography>
              )}
            </Box>
          ) : (
            <TreeItemLabel {...item.getLabelProps()} />
          )}
        </TreeItemContent>
        {children && <TreeItemGroupTransition {...item.getGroupTransitionProps()} />}
      </TreeItemRoot>
    </TreeItemProvider>
  );
});

export default function LabelValidation() {
  const [files, setFiles] = React.useState(initialFiles);

  return (
    <Box sx={{ height: 280, width: '100%' }}>
      <RichTreeView
        aria-label="Repository files"
        items={files}
        isItemEditable
        onItemLabelChange={(itemId, newLabel) => setFiles((list) => renameFile(list, itemId, newLabel))}
        slots={{ item: FileItem }}
        defaultExpandedItems={['src']}
      />
    </Box>
  );
}
