import * as React from 'react';
import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeItemLabelInputProps } from '@mui/x-tree-view/TreeItemLabelInput';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const assets: TreeViewBaseItem[] = [
  {
    id: 'brand',
    label: 'brand',
    children: [
      { id: 'logo-light', label: 'logo-light.svg' },
      { id: 'logo-dark', label: 'logo-dark.svg' },
    ],
  },
  {
    id: 'photos',
    label: 'photos',
    children: [
      { id: 'team', label: 'team-offsite.jpg' },
      { id: 'office', label: 'office.final.v2.png' },
    ],
  },
];

interface FileNameInputProps extends TreeItemLabelInputProps {
  className?: string;
  ownerState?: unknown; // Added by the Tree Item to every custom slot; not for the DOM.
}

// Replaces the default <input>: a Material UI InputBase that selects the name
// without its extension when it opens, as file managers do.
function FileNameInput(props: FileNameInputProps) {
  const { ownerState, 'data-element': dataElement, ...other } = props;

  const handleFocus = (event: React.FocusEvent<HTMLInputElement>) => {
    const dot = event.target.value.lastIndexOf('.');
    event.target.setSelectionRange(0, dot > 0 ? dot : event.target.value.length);
  };

  return (
    <InputBase
      {...other}
      size="small"
      onFocus={handleFocus}
      // The Tree Item recognises its input through this attribute: keep it on the <input>.
      inputProps={{ 'data-element': dataElement, 'aria-label': 'File name' }}
      endAdornment={
        <Typography variant="caption" color="text.secondary">
          Enter ↵
        </Typography>
      }
      sx={{
        flexGrow: 1,
        px: 1,
        border: 1,
        borderColor: 'primary.main',
        borderRadius: 1,
        bgcolor: 'background.paper',
      }}
    />
  );
}

const isFile = (item: TreeViewBaseItem) => !item.children;

export default function CustomLabelInput() {
  return (
    <Box sx={{ height: 240, width: '100%' }}>
      <RichTreeView
        aria-label="Design assets"
        items={assets}
        isItemEditable={isFile}
        slotProps={{ item: { slots: { labelInput: FileNameInput } } }}
        defaultExpandedItems={['brand', 'photos']}
      />
    </Box>
  );
}
