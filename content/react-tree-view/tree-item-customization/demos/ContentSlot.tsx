import * as React from 'react';
import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItemContent } from '@mui/x-tree-view/TreeItem';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const agenda: TreeViewBaseItem[] = [
  {
    id: 'day-1',
    label: 'Thursday, 12 June',
    children: [
      { id: 'keynote', label: '09:00 Opening keynote' },
      { id: 'a11y', label: '10:30 Accessible data tables' },
      { id: 'lunch-1', label: '12:30 Lunch' },
      { id: 'perf', label: '14:00 Profiling React renders' },
    ],
  },
  {
    id: 'day-2',
    label: 'Friday, 13 June',
    children: [
      { id: 'workshop', label: '09:30 Design tokens workshop' },
      { id: 'panel', label: '15:00 Closing panel' },
    ],
  },
];

// Extending the default content keeps its indentation padding and its
// hover, focus and selected backgrounds, which come from data attributes.
const AgendaContent = styled(TreeItemContent)(({ theme }) => ({
  borderRadius: 0,
  paddingTop: theme.spacing(1),
  paddingBottom: theme.spacing(1),
  borderBottom: `1px solid ${theme.palette.divider}`,
  '&[data-selected]': { boxShadow: `inset 4px 0 0 ${theme.palette.primary.main}` },
  '&[data-selected] .MuiTreeItem-label': { fontWeight: theme.typography.fontWeightMedium },
}));

export default function ContentSlot() {
  return (
    <Box sx={{ height: 340, overflowY: 'auto' }}>
      <RichTreeView
        aria-label="Conference agenda"
        items={agenda}
        defaultExpandedItems={['day-1']}
        defaultSelectedItems="a11y"
        slotProps={{ item: { slots: { content: AgendaContent } } }}
      />
    </Box>
  );
}
