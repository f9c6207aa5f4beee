import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';

const shortcuts = [
  { itemId: 'check-dashboards', label: 'Check dashboards', parentId: 'triage' },
  { itemId: 'status-page', label: 'Update status page', parentId: 'communicate' },
  { itemId: 'rollback', label: 'Roll back the release', parentId: 'mitigate' },
];

export default function FocusItem() {
  const apiRef = useTreeViewApiRef();
  const [expanded, setExpanded] = React.useState<string[]>(['triage', 'communicate']);
  const [focused, setFocused] = React.useState('none yet');
  const pending = React.useRef<{ event: React.SyntheticEvent; itemId: string } | null>(null);

  React.useEffect(() => {
    const target = pending.current;
    if (!target) return undefined;
    // The tree takes in the newly expanded items during its own next render, after this
    // effect: focusing now would find no element, so wait one frame.
    const frame = requestAnimationFrame(() => {
      apiRef.current?.focusItem(target.event, target.itemId);
      pending.current = null;
    });
    return () => cancelAnimationFrame(frame);
  }, [apiRef, expanded]);

  const handleClick = (event: React.MouseEvent, itemId: string, parentId: string) => {
    if (expanded.includes(parentId)) {
      apiRef.current?.focusItem(event, itemId);
    } else {
      pending.current = { event, itemId };
      setExpanded((previous) => [parentId, ...previous]);
    }
  };

  return (
    <Box sx={{ height: 380, width: '100%', overflowY: 'auto' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap' }}>
        {shortcuts.map(({ itemId, label, parentId }) => (
          <Button
            key={itemId}
            size="small"
            variant="outlined"
            onClick={(event) => handleClick(event, itemId, parentId)}
          >
            {label}
          </Button>
        ))}
      </Stack>
      <SimpleTreeView
        apiRef={apiRef}
        aria-label="Incident runbook"
        expandedItems={expanded}
        onExpandedItemsChange={(event, itemIds) => setExpanded(itemIds)}
        onItemFocus={(event, itemId) => setFocused(`${itemId} (${event?.type ?? 'no event'})`)}
      >
        <TreeItem itemId="triage" label="Triage">
          <TreeItem itemId="check-dashboards" label="Check dashboards" />
          <TreeItem itemId="assign-commander" label="Assign an incident commander" />
        </TreeItem>
        <TreeItem itemId="communicate" label="Communicate">
          <TreeItem itemId="status-page" label="Update status page" />
          <TreeItem itemId="notify-support" label="Notify the support team" />
        </TreeItem>
        <TreeItem itemId="mitigate" label="Mitigate">
          <TreeItem itemId="rollback" label="Roll back the release" />
          <TreeItem itemId="scale-up" label="Scale up the API servers" />
        </TreeItem>
      </SimpleTreeView>
      <Typography variant="body2" sx={{ mt: 1 }}>
        Focused: {focused}
      </Typography>
    </Box>
  );
}
