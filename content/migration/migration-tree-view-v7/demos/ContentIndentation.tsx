import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function ContentIndentation() {
  return (
    <Box sx={{ height: 208, maxWidth: 360 }}>
      <SimpleTreeView
        aria-label="Company wiki"
        itemChildrenIndentation={24}
        defaultExpandedItems={['handbook', 'engineering']}
        defaultSelectedItems="on-call"
      >
        <TreeItem itemId="handbook" label="Employee handbook">
          <TreeItem itemId="engineering" label="Engineering">
            <TreeItem itemId="on-call" label="On-call rotation" />
            <TreeItem itemId="code-review" label="Code review guidelines" />
          </TreeItem>
          <TreeItem itemId="benefits" label="Benefits" />
        </TreeItem>
        <TreeItem itemId="onboarding" label="Onboarding checklist" />
      </SimpleTreeView>
    </Box>
  );
}
