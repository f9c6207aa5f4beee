import * as React from 'react';
import Box from '@mui/material/Box';
import { alpha, styled } from '@mui/material/styles';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem, treeItemClasses } from '@mui/x-tree-view/TreeItem';

// The group (the `ul` holding the children) draws the guide line and does the indenting,
// so the tree's own indentation is set to 0 below.
const GuideTreeItem = styled(TreeItem)(({ theme }) => ({
  [`& .${treeItemClasses.groupTransition}`]: {
    marginLeft: 15,
    paddingLeft: 12,
    borderLeft: `1px dashed ${alpha(theme.palette.text.primary, 0.4)}`,
  },
  [`& .${treeItemClasses.content}`]: {
    paddingTop: 2,
    paddingBottom: 2,
  },
  [`& .${treeItemClasses.label}`]: {
    fontSize: theme.typography.body2.fontSize,
  },
}));

export default function ConnectionBorder() {
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <SimpleTreeView
        aria-label="Clinic renovation work breakdown"
        itemChildrenIndentation={0}
        defaultExpandedItems={['1', '1.2', '2', '2.1']}
      >
        <GuideTreeItem itemId="1" label="1 Preparation">
          <GuideTreeItem itemId="1.1" label="1.1 Site survey" />
          <GuideTreeItem itemId="1.2" label="1.2 Permits">
            <GuideTreeItem itemId="1.2.1" label="1.2.1 Building permit" />
            <GuideTreeItem itemId="1.2.2" label="1.2.2 Medical waste licence" />
          </GuideTreeItem>
          <GuideTreeItem itemId="1.3" label="1.3 Temporary relocation of patients" />
        </GuideTreeItem>
        <GuideTreeItem itemId="2" label="2 Construction">
          <GuideTreeItem itemId="2.1" label="2.1 Structure">
            <GuideTreeItem itemId="2.1.1" label="2.1.1 Demolition of partitions" />
            <GuideTreeItem itemId="2.1.2" label="2.1.2 New treatment rooms" />
          </GuideTreeItem>
          <GuideTreeItem itemId="2.2" label="2.2 Electrical and lighting" />
          <GuideTreeItem itemId="2.3" label="2.3 Ventilation" />
        </GuideTreeItem>
        <GuideTreeItem itemId="3" label="3 Handover">
          <GuideTreeItem itemId="3.1" label="3.1 Inspection" />
        </GuideTreeItem>
      </SimpleTreeView>
    </Box>
  );
}
