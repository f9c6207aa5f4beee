import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem, type TreeItemProps } from '@mui/x-tree-view/TreeItem';
import { useTreeItemUtils } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const roadmap: TreeViewBaseItem[] = [
  {
    id: 'q3',
    label: 'Q3 roadmap',
    children: [
      { id: 'offline', label: 'Offline mode for the mobile app' },
      { id: 'exports', label: 'Scheduled CSV exports' },
    ],
  },
  { id: 'q4', label: 'Q4 roadmap', children: [{ id: 'sso', label: 'SAML single sign-on' }] },
];

type Interactions = ReturnType<typeof useTreeItemUtils>['interactions'];
// Each item provides its own interactions to its label input.
const InteractionsContext = React.createContext<Interactions | null>(null);

// Receives `value`, `onChange`, `onKeyDown` (Enter saves, Escape cancels) and `onBlur` (saves).
function LabelInputWithButtons({
  ownerState, // added by the slot system, not an input attribute
  ...props
}: React.InputHTMLAttributes<HTMLInputElement> & { ownerState?: object }) {
  const interactions = React.useContext(InteractionsContext)!;
  // Keep the focus in the input, whose blur would save.
  const keepFocus = (event: React.MouseEvent) => event.preventDefault();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flex: 1, gap: 0.5 }}>
      <Box
        component="input"
        {...props}
        sx={{ flex: 1, minWidth: 0, font: 'inherit', color: 'inherit', bgcolor: 'background.paper' }}
      />
      <IconButton
        size="small"
        aria-label="Save"
        onMouseDown={keepFocus}
        onClick={(event) => {
          event.stopPropagation();
          interactions.handleSaveItemLabel(event, String(props.value ?? ''));
        }}
      >
        <CheckIcon fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        aria-label="Cancel"
        onMouseDown={keepFocus}
        onClick={(event) => {
          event.stopPropagation();
          interactions.handleCancelItemLabelEditing(event);
        }}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}

const EditableItem = React.forwardRef(function EditableItem(
  props: TreeItemProps,
  ref: React.Ref<HTMLLIElement>,
) {
  const { interactions, status } = useTreeItemUtils({ itemId: props.itemId, children: props.children });

  const startEditing = (event: React.MouseEvent) => {
    event.stopPropagation();
    interactions.toggleItemEditing();
  };

  return (
    <InteractionsContext.Provider value={interactions}>
      <TreeItem
        {...props}
        ref={ref}
        slots={{ labelInput: LabelInputWithButtons }}
        slotProps={{
          label: {
            children: (
              <Box sx={{ display: 'flex', alignItems: 'center' }}>
                <Box sx={{ flex: 1 }}>{props.label}</Box>
                {status.editable && (
                  <IconButton
                    size="small"
                    aria-label={`Rename ${props.label}`}
                    onClick={startEditing}
                    sx={{ p: 0.25 }}
                  >
                    <EditOutlinedIcon fontSize="small" />
                  </IconButton>
                )}
              </Box>
            ),
          },
        }}
      />
    </InteractionsContext.Provider>
  );
});

export default function UtilsLabelEditing() {
  const [lastRename, setLastRename] = React.useState('nothing yet');

  return (
    <Box sx={{ height: 360, display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
        <RichTreeView
          aria-label="Product roadmap"
          items={roadmap}
          isItemEditable
          onItemLabelChange={(itemId, newLabel) => setLastRename(`${itemId} is now "${newLabel}"`)}
          defaultExpandedItems={['q3', 'q4']}
          slots={{ item: EditableItem }}
        />
      </Box>
      <Typography variant="body2" sx={{ pt: 1, borderTop: 1, borderColor: 'divider' }}>
        Last rename: {lastRename}
      </Typography>
    </Box>
  );
}
