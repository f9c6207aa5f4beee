import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

const sharedDrive: TreeViewBaseItem[] = [
  {
    id: 'planning',
    label: 'Q3 planning',
    children: [
      { id: 'okrs', label: 'Team OKRs draft' },
      { id: 'budget', label: 'Budget request' },
    ],
  },
  {
    id: 'offsite',
    label: 'Offsite 2026',
    children: [
      { id: 'agenda', label: 'Agenda' },
      { id: 'venues', label: 'Venue shortlist' },
    ],
  },
  { id: 'retro', label: 'Sprint retro notes' },
];

export default function BasicLabelEditing() {
  return (
    <Box sx={{ height: 300, width: '100%' }}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Double-click a label, or focus an item and press Enter, to rename it.
      </Typography>
      <RichTreeView
        aria-label="Shared drive"
        items={sharedDrive}
        isItemEditable
        defaultExpandedItems={['planning', 'offsite']}
      />
    </Box>
  );
}
