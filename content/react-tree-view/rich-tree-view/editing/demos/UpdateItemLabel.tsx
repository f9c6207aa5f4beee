import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const manuscript: TreeViewBaseItem[] = [
  {
    id: 'part-1',
    label: 'Part one: The harbour',
    children: [
      { id: 'ch-1', label: 'Low tide' },
      { id: 'ch-2', label: 'The ferryman' },
    ],
  },
  {
    id: 'part-2',
    label: 'Part two: Inland',
    children: [
      { id: 'ch-3', label: 'Salt roads' },
      { id: 'ch-4', label: 'Working title' },
    ],
  },
];

export default function UpdateItemLabel() {
  const apiRef = useTreeViewApiRef();
  const [selectedId, setSelectedId] = React.useState<string | null>('ch-4');
  const [newTitle, setNewTitle] = React.useState('A house on stilts');
  const [status, setStatus] = React.useState('Select a chapter, type a title, then rename it.');

  const handleRename = () => {
    if (!selectedId || newTitle.trim() === '') {
      return; // updateItemLabel throws on an empty label.
    }
    apiRef.current?.updateItemLabel(selectedId, newTitle.trim());
  };

  return (
    <Box sx={{ height: 330, width: '100%' }}>
      <Box sx={{ display: 'flex', gap: 1, mb: 1, pt: 1 }}>
        <TextField
          size="small"
          label="New title"
          value={newTitle}
          onChange={(event) => setNewTitle(event.target.value)}
          sx={{ flexGrow: 1 }}
        />
        <Button variant="contained" onClick={handleRename} disabled={!selectedId}>
          Rename
        </Button>
      </Box>
      {/* The items are not editable by users: only the button renames them. */}
      <RichTreeView
        aria-label="Manuscript outline"
        apiRef={apiRef}
        items={manuscript}
        selectedItems={selectedId}
        onSelectedItemsChange={(_event, itemId) => setSelectedId(itemId)}
        onItemLabelChange={(itemId, label) => setStatus(`onItemLabelChange: ${itemId} is now "${label}"`)}
        defaultExpandedItems={['part-1', 'part-2']}
      />
      <Typography variant="body2" sx={{ mt: 1 }}>
        {status}
      </Typography>
    </Box>
  );
}
