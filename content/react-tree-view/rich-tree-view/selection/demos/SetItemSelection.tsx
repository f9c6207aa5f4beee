import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const catalogue: TreeViewBaseItem[] = [
  {
    id: '500',
    label: '500 Natural sciences',
    children: [
      { id: '523.8', label: '523.8 Stars' },
      { id: '551.5', label: '551.5 Meteorology' },
      { id: '576.8', label: '576.8 Evolution' },
    ],
  },
  {
    id: '600',
    label: '600 Technology',
    children: [
      { id: '621.3', label: '621.3 Electrical engineering' },
      { id: '641.5', label: '641.5 Cooking' },
    ],
  },
];

export default function SetItemSelection() {
  const apiRef = useTreeViewApiRef();
  const [callNumber, setCallNumber] = React.useState('641.5');
  const [selected, setSelected] = React.useState<string | null>(null);
  const [message, setMessage] = React.useState('Type a call number and press Select.');

  const handleSelect = () => {
    const api = apiRef.current;
    if (!api?.getItem(callNumber)) {
      setMessage(`No shelf with the call number ${callNumber}.`);
      return;
    }
    const parentId = api.getParentId(callNumber);
    if (parentId) {
      api.setItemExpansion({ itemId: parentId, shouldBeExpanded: true });
    }
    api.setItemSelection({ itemId: callNumber, shouldBeSelected: true });
    setMessage(`Selected shelf ${callNumber}.`);
  };

  return (
    <Box sx={{ height: 380, width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ pt: 1, mb: 1, flexWrap: 'wrap' }}>
        <TextField
          size="small"
          sx={{ width: 140 }}
          label="Call number"
          value={callNumber}
          onChange={(event) => setCallNumber(event.target.value.trim())}
        />
        <Button variant="outlined" onClick={handleSelect}>
          Select
        </Button>
        <Button
          onClick={() =>
            selected && apiRef.current?.setItemSelection({ itemId: selected, shouldBeSelected: false })
          }
        >
          Clear
        </Button>
      </Stack>
      <RichTreeView
        aria-label="Library catalogue"
        apiRef={apiRef}
        items={catalogue}
        selectedItems={selected}
        onSelectedItemsChange={(event, itemId) => setSelected(itemId)}
      />
      <Typography variant="body2" sx={{ mt: 1 }}>
        {message} Current selection: {selected ?? 'none'}
      </Typography>
    </Box>
  );
}
