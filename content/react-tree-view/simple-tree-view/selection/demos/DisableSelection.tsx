import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function DisableSelection() {
  const [readOnly, setReadOnly] = React.useState(true);
  const [selectedPage, setSelectedPage] = React.useState<string | null>(null);

  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={readOnly} onChange={(event) => setReadOnly(event.target.checked)} />}
        label="disableSelection"
      />
      <SimpleTreeView
        aria-label="Employee handbook"
        disableSelection={readOnly}
        defaultExpandedItems={['time-off', 'travel']}
        selectedItems={selectedPage}
        onSelectedItemsChange={(event, itemId) => setSelectedPage(itemId)}
      >
        <TreeItem itemId="time-off" label="Time off">
          <TreeItem itemId="holidays" label="Public holidays" />
          <TreeItem itemId="parental-leave" label="Parental leave" />
          <TreeItem itemId="sick-leave-2019" label="Sick leave (2019 policy, archived)" disabled />
        </TreeItem>
        <TreeItem itemId="travel" label="Travel">
          <TreeItem itemId="booking" label="Booking trips" />
          <TreeItem itemId="expenses" label="Expense claims" />
        </TreeItem>
      </SimpleTreeView>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Selected: <strong>{selectedPage ?? 'none'}</strong>
      </Typography>
    </Box>
  );
}
