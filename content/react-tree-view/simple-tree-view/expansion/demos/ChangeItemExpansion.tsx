import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';

export default function ChangeItemExpansion() {
  const apiRef = useTreeViewApiRef();
  const [expanded, setExpanded] = React.useState<string[]>([]);

  const setSprint = (event: React.SyntheticEvent, shouldBeExpanded?: boolean) => {
    apiRef.current?.setItemExpansion({ event, itemId: 'sprint-14', shouldBeExpanded });
  };

  return (
    <Box sx={{ height: 360, width: '100%', overflowY: 'auto' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={(event) => setSprint(event, true)}>
          Expand sprint 14
        </Button>
        <Button size="small" variant="outlined" onClick={(event) => setSprint(event, false)}>
          Collapse sprint 14
        </Button>
        <Button size="small" variant="outlined" onClick={(event) => setSprint(event)}>
          Toggle
        </Button>
      </Stack>
      <SimpleTreeView
        apiRef={apiRef}
        aria-label="Sprint backlog"
        onExpandedItemsChange={(event, itemIds) => setExpanded(itemIds)}
      >
        <TreeItem itemId="sprint-14" label="Sprint 14">
          <TreeItem itemId="checkout" label="Redesign checkout summary" />
          <TreeItem itemId="csv-export" label="Export orders as CSV" />
          <TreeItem itemId="login-bug" label="Fix login redirect loop" />
        </TreeItem>
        <TreeItem itemId="sprint-15" label="Sprint 15">
          <TreeItem itemId="dark-mode" label="Dark mode for the dashboard" />
        </TreeItem>
      </SimpleTreeView>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Expanded: {expanded.length > 0 ? expanded.join(', ') : 'nothing'}
      </Typography>
    </Box>
  );
}
