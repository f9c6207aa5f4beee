import * as React from 'react';
import Box from '@mui/material/Box';
import FolderRoundedIcon from '@mui/icons-material/FolderRounded';
import FolderOpenRoundedIcon from '@mui/icons-material/FolderOpenRounded';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

// Folders show a closed or open folder depending on their state, files a page.
const icons = {
  expandIcon: FolderRoundedIcon,
  collapseIcon: FolderOpenRoundedIcon,
  endIcon: InsertDriveFileOutlinedIcon,
};

export default function FileSystemNavigator() {
  return (
    <Box sx={{ height: 300, width: '100%', overflowY: 'auto' }}>
      <SimpleTreeView aria-label="Project files" slots={icons} defaultExpandedItems={['src']}>
        <TreeItem itemId="src" label="src">
          <TreeItem itemId="src/components" label="components">
            <TreeItem itemId="src/components/Header.tsx" label="Header.tsx" />
            <TreeItem itemId="src/components/Sidebar.tsx" label="Sidebar.tsx" />
          </TreeItem>
          <TreeItem itemId="src/App.tsx" label="App.tsx" />
          <TreeItem itemId="src/main.tsx" label="main.tsx" />
        </TreeItem>
        <TreeItem itemId="public" label="public">
          <TreeItem itemId="public/favicon.svg" label="favicon.svg" />
        </TreeItem>
        <TreeItem itemId="package.json" label="package.json" />
      </SimpleTreeView>
    </Box>
  );
}
