import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function FirstSimpleTreeView() {
  return (
    <Box sx={{ height: 260, width: '100%', overflowY: 'auto' }}>
      <SimpleTreeView aria-label="Course outline">
        <TreeItem itemId="basics" label="Module 1: Basics">
          <TreeItem itemId="basics-setup" label="Setting up the editor" />
          <TreeItem itemId="basics-syntax" label="Syntax overview" />
        </TreeItem>
        <TreeItem itemId="components" label="Module 2: Components">
          <TreeItem itemId="components-props" label="Passing props" />
          <TreeItem itemId="components-state" label="Local state" />
          <TreeItem itemId="components-effects" label="Effects" />
        </TreeItem>
        <TreeItem itemId="final-project" label="Final project" />
      </SimpleTreeView>
    </Box>
  );
}
