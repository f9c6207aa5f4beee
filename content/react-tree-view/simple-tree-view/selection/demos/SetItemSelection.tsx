import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';

export default function SetItemSelection() {
  const apiRef = useTreeViewApiRef();
  const [selected, setSelected] = React.useState<string[]>([]);
  const [source, setSource] = React.useState('none yet');

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => apiRef.current?.setItemSelection({ itemId: 's2-e4', shouldBeSelected: true })}
        >
          Only the latest episode
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            apiRef.current?.setItemSelection({ itemId: 's2-trailer', keepExistingSelection: true })
          }
        >
          Toggle the trailer
        </Button>
      </Stack>
      <SimpleTreeView
        aria-label="Podcast episodes"
        apiRef={apiRef}
        multiSelect
        defaultExpandedItems={['season-2']}
        selectedItems={selected}
        onSelectedItemsChange={(event, itemIds) => {
          setSelected(itemIds);
          setSource(event ? `a ${event.type} event` : 'the API (event is null)');
        }}
      >
        <TreeItem itemId="season-1" label="Season 1: Building the studio">
          <TreeItem itemId="s1-e1" label="Episode 1: Soundproofing on a budget" />
        </TreeItem>
        <TreeItem itemId="season-2" label="Season 2: Life on tour">
          <TreeItem itemId="s2-trailer" label="Trailer" />
          <TreeItem itemId="s2-e1" label="Episode 1: The van" />
          <TreeItem itemId="s2-e2" label="Episode 2: Festival season" />
          <TreeItem itemId="s2-e3" label="Episode 3: Merch table economics" />
          <TreeItem itemId="s2-e4" label="Episode 4: Coming home" />
        </TreeItem>
      </SimpleTreeView>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Selected: {selected.join(', ') || 'none'}. Last change from {source}.
      </Typography>
    </Box>
  );
}
