import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function DisabledItems() {
  const [focusable, setFocusable] = React.useState(false);
  const [focused, setFocused] = React.useState<string | null>(null);

  return (
    <Box sx={{ height: 360, width: '100%', overflowY: 'auto' }}>
      <FormControlLabel
        control={<Switch checked={focusable} onChange={(event) => setFocusable(event.target.checked)} />}
        label="disabledItemsFocusable"
      />
      <SimpleTreeView
        aria-label="Warehouse bins"
        disabledItemsFocusable={focusable}
        defaultExpandedItems={['aisle-a', 'aisle-b']}
        onItemFocus={(event, itemId) => setFocused(itemId)}
      >
        <TreeItem itemId="aisle-a" label="Aisle A">
          <TreeItem itemId="bin-a-01" label="Bin A-01" />
          <TreeItem itemId="bin-a-02" label="Bin A-02 (damaged shelf)" disabled />
          <TreeItem itemId="bin-a-03" label="Bin A-03" />
        </TreeItem>
        <TreeItem itemId="aisle-b" label="Aisle B">
          <TreeItem itemId="bin-b-01" label="Bin B-01" />
        </TreeItem>
        <TreeItem itemId="aisle-c" label="Aisle C (stock count in progress)" disabled>
          <TreeItem itemId="bin-c-01" label="Bin C-01" />
          <TreeItem itemId="bin-c-02" label="Bin C-02" />
        </TreeItem>
        <TreeItem itemId="returns" label="Returns area" />
      </SimpleTreeView>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Last focused item: {focused ?? 'none yet'}
      </Typography>
    </Box>
  );
}
