import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function TrackItemSelectionToggle() {
  const [log, setLog] = React.useState<string[]>([]);

  const handleToggle = (event: React.SyntheticEvent | null, itemId: string, isSelected: boolean) => {
    const line = `${isSelected ? 'Subscribed to' : 'Unsubscribed from'} ${itemId}`;
    setLog((previous) => [line, ...previous].slice(0, 4));
  };

  return (
    <Box sx={{ height: 340, width: '100%' }}>
      <SimpleTreeView
        aria-label="Newsletter topics"
        multiSelect
        checkboxSelection
        defaultExpandedItems={['engineering-blog', 'product-news']}
        onItemSelectionToggle={handleToggle}
      >
        <TreeItem itemId="engineering-blog" label="Engineering blog">
          <TreeItem itemId="release-notes" label="Release notes" />
          <TreeItem itemId="incident-reviews" label="Incident reviews" />
        </TreeItem>
        <TreeItem itemId="product-news" label="Product news">
          <TreeItem itemId="monthly-digest" label="Monthly digest" />
          <TreeItem itemId="webinars" label="Webinar invitations" />
        </TreeItem>
      </SimpleTreeView>
      <Box component="ul" sx={{ m: 0, mt: 1, pl: 2, typography: 'body2' }}>
        {log.length === 0 ? <li>No change yet</li> : log.map((line, index) => <li key={index}>{line}</li>)}
      </Box>
    </Box>
  );
}
