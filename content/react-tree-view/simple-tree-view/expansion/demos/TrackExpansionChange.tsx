import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function TrackExpansionChange() {
  const [log, setLog] = React.useState<string[]>([]);

  const handleToggle = (event: React.SyntheticEvent | null, itemId: string, isExpanded: boolean) => {
    const line = `${itemId} ${isExpanded ? 'expanded' : 'collapsed'} (${event?.type ?? 'no event'})`;
    setLog((previous) => [line, ...previous].slice(0, 4));
  };

  return (
    <Box sx={{ height: 380, width: '100%', overflowY: 'auto' }}>
      <SimpleTreeView aria-label="Stores by region" onItemExpansionToggle={handleToggle}>
        <TreeItem itemId="north" label="North">
          <TreeItem itemId="leeds" label="Leeds, Briggate" />
          <TreeItem itemId="york" label="York, Coney Street" />
        </TreeItem>
        <TreeItem itemId="midlands" label="Midlands">
          <TreeItem itemId="nottingham" label="Nottingham, Market Square" />
        </TreeItem>
        <TreeItem itemId="south" label="South">
          <TreeItem itemId="brighton" label="Brighton, North Laine" />
          <TreeItem itemId="bristol" label="Bristol, Cabot Circus" />
        </TreeItem>
      </SimpleTreeView>
      <Typography variant="subtitle2" sx={{ mt: 2 }}>
        onItemExpansionToggle calls, newest first
      </Typography>
      {log.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No calls yet.
        </Typography>
      ) : (
        log.map((line, index) => (
          <Typography key={`${index}-${line}`} variant="body2" component="div">
            {line}
          </Typography>
        ))
      )}
    </Box>
  );
}
